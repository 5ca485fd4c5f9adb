<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few Chinese strings for tst_workbench only: they check that installing a translator
     retranslates the window at run time. The app's translation is resources/i18n. -->
<TS version="2.1" language="zh_CN">
<context>
    <name>RunningDcgChart</name>
    <message><source>Running DCG vs ideal</source><translation>累计 DCG 与理想 DCG</translation></message>
    <message><source>Position i</source><translation>位置 i</translation></message>
</context>
<context>
    <name>MainWindow</name>
    <message><source>&amp;Edit</source><translation>编辑(&amp;E)</translation></message>
</context>
<context>
    <name>Workbench</name>
    <message><source>Add judged item</source><translation>添加已标注文档</translation></message>
</context>
<context>
    <name>RankingTableModel</name>
    <message><source>Label</source><translation>标签</translation></message>
</context>
<context>
    <name>ResultCard</name>
    <message><source>Companion metrics at the same k</source><translation>同一截断位置 k 下的其他指标</translation></message>
</context>
</TS>
