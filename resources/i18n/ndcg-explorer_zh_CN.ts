<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccessibleChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>尚未计算</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>No announcement yet</source>
        <translation>暂无播报</translation>
    </message>
    <message>
        <source>Announcement</source>
        <translation>播报</translation>
    </message>
</context>
<context>
    <name>BreakdownChart</name>
    <message>
        <source>cutoff k = %1</source>
        <translation>截断位置 k = %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no item</source>
        <translation>此处无条目</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>%1, positions 1 to %2</source>
        <translation>%1，位置 1 到 %2</translation>
    </message>
    <message>
        <source>%1, no positions</source>
        <translation>%1，没有位置</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 is %2 at position %3</source>
        <translation>%1 在位置 %3 为 %2</translation>
    </message>
    <message>
        <source>%1 goes from %2 at position %3 to %4 at position %5</source>
        <translation>%1 从位置 %3 的 %2 变为位置 %5 的 %4</translation>
    </message>
    <message>
        <source>%1 (%2 from position %3)</source>
        <translation>%1（从位置 %3 起%2）</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Which convention gives this number?</source>
        <translation>哪种约定给出这个数？</translation>
    </message>
    <message>
        <source>Type a figure quoted by a paper, a text or a library. The search tries every gain, discount and log base, ideal source, cutoff k and zero-IDCG rule on the ranking, and lists those that give the figure at the rounding it was quoted with (0.861 means 0.8605 to 0.8615).</source>
        <translation>输入论文、教材或程序库给出的数值。程序会在当前排序上尝试每一种增益、折损与对数底、理想排序来源、截断位置 k 和 IDCG 为零的规则，列出在该数值的舍入精度下能得到它的约定（0.861 表示 0.8605 到 0.8615）。</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>数值(&amp;F)：</translation>
    </message>
    <message>
        <source>e.g. 0.861 or 86.1%</source>
        <translation>如 0.861 或 86.1%</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>量(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Ranking:</source>
        <translation>排序(&amp;R)：</translation>
    </message>
    <message>
        <source>Fi&amp;nd</source>
        <translation>查找(&amp;N)</translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation>NDCG</translation>
    </message>
    <message>
        <source>DCG</source>
        <translation>DCG</translation>
    </message>
    <message>
        <source>IDCG</source>
        <translation>IDCG</translation>
    </message>
    <message>
        <source>No ranking is open.</source>
        <translation>没有打开的排序。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a figure:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;不是数值：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;No search:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;无法搜索：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%4&apos;&gt;No convention gives %1 (± %2)&lt;/b&gt; among the %3 tried on this ranking.</source>
        <translation>&lt;b style=&apos;color:%4&apos;&gt;没有约定能给出 %1（± %2）&lt;/b&gt;，已在此排序上尝试 %3 种。</translation>
    </message>
    <message>
        <source>The nearest is &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <translation>最接近的是 &lt;b&gt;%1&lt;/b&gt;：%2。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b style=&apos;color:%4&apos;&gt;%n convention(s) (gives|give) %1&lt;/b&gt; (± %2) on this ranking, of %3 tried:</source>
        <translation>
            <numerusform>&lt;b style=&apos;color:%4&apos;&gt;%n 种约定给出 %1&lt;/b&gt;（± %2），共尝试 %3 种：</numerusform>
        </translation>
    </message>
    <message>
        <source>Conventions that give the figure</source>
        <translation>得出该数值的约定</translation>
    </message>
</context>
<context>
    <name>ClaimMatchModel</name>
    <message>
        <source>all (%1)</source>
        <translation>全部（%1）</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>k = %1–%2</source>
        <translation>k = %1–%2</translation>
    </message>
    <message>
        <source>Convention</source>
        <translation>约定</translation>
    </message>
    <message>
        <source>Cutoff</source>
        <translation>截断位置</translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation>精确值</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>The class session stopped: %1</source>
        <translation>课堂会话已停止：%1</translation>
    </message>
    <message>
        <source>Let the &amp;class answer…</source>
        <translation>让全班作答(&amp;C)…</translation>
    </message>
    <message>
        <source>Students answer the lesson&apos;s questions on their own devices; the window shows how many have answered and, after R, their answers</source>
        <translation>学生在自己的设备上回答课程的问题；窗口显示已作答的人数，按 R 之后显示他们的答案</translation>
    </message>
    <message>
        <source>E&amp;xport class answers…</source>
        <translation>导出全班答案(&amp;X)…</translation>
    </message>
    <message>
        <source>The class answers</source>
        <translation>全班作答</translation>
    </message>
    <message>
        <source>The class session cannot start: %1</source>
        <translation>课堂会话无法启动：%1</translation>
    </message>
    <message numerus="yes">
        <source>The class gave %n answer(s) not exported yet. Export them before the class session stops? Otherwise they are lost.</source>
        <translation>
            <numerusform>全班有 %n 个答案尚未导出。要在课堂会话停止之前导出吗？否则这些答案将丢失。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export class answers</source>
        <translation>导出全班答案</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The class answers could not be written to %1: %2</source>
        <translation>无法把全班答案写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) exported to %1</source>
        <translation>
            <numerusform>已将 %n 个答案导出到 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Room code: %1</source>
        <translation>房间码：%1</translation>
    </message>
    <message>
        <source>Open this address on a phone or a laptop on the same network, or scan the QR code</source>
        <translation>在同一网络中的手机或笔记本电脑上打开这个地址，或扫描二维码</translation>
    </message>
    <message numerus="yes">
        <source>%n joined</source>
        <translation>
            <numerusform>已加入 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>No question in this scene: join now.</source>
        <translation>本场景没有问题：现在加入吧。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n answered</source>
        <translation>
            <numerusform>%n 人中已有 %1 人作答</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers closed and revealed.</source>
        <translation>作答已截止，答案已揭晓。</translation>
    </message>
    <message>
        <source>Answers open: you can change yours until they close.</source>
        <translation>正在作答：截止之前可以修改你的答案。</translation>
    </message>
    <message>
        <source>Answers closed.</source>
        <translation>作答已截止。</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %) within ±%4</source>
        <translation>%2 人中有 %1 人（%3 %）在 ±%4 以内</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %) chose a right answer</source>
        <translation>%2 人中有 %1 人（%3 %）选了正确答案</translation>
    </message>
    <message numerus="yes">
        <source>%n used %1</source>
        <translation>
            <numerusform>%n 人：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong answer(s) that no known slip explains</source>
        <translation>
            <numerusform>%n 个错误答案无法用已知的失误解释</numerusform>
        </translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>%1 的二维码</translation>
    </message>
    <message>
        <source>Nobody has joined yet</source>
        <translation>还没有人加入</translation>
    </message>
</context>
<context>
    <name>ClassStartDialog</name>
    <message>
        <source>Let the class answer</source>
        <translation>让全班作答</translation>
    </message>
    <message>
        <source>Students answer the lesson&apos;s questions on their phones or laptops, in a browser: no install, no account. The app serves the page on the network you pick, only while the class is on.</source>
        <translation>学生在手机或笔记本电脑的浏览器中回答课程的问题：无需安装，无需账号。只在课堂会话开启期间，本应用在你选择的网络上提供这个网页。</translation>
    </message>
    <message>
        <source>%1 (for a demo: only this computer can join)</source>
        <translation>%1（用于演示：只有本机可以加入）</translation>
    </message>
    <message>
        <source>%1 (the default route)</source>
        <translation>%1（默认路由）</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
    <message>
        <source>Ask for nic&amp;knames (otherwise answers are anonymous)</source>
        <translation>要求填写昵称(&amp;K)（否则答案是匿名的）</translation>
    </message>
    <message>
        <source>Nothing is written to disk unless you export the answers (Lesson ▸ Export class answers).</source>
        <translation>除非你导出答案（课程 ▸ 导出全班答案），否则不会向磁盘写入任何内容。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>No network interface is up: the class cannot join.</source>
        <translation>没有可用的网络接口：全班无法加入。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>exponential (2^g-1), linear, or a map like 1=3,2=9.</source>
        <translation>exponential（2^g-1）、linear，或形如 1=3,2=9 的映射。</translation>
    </message>
    <message>
        <source>Negative grades: zero or reject.</source>
        <translation>负等级：zero 或 reject。</translation>
    </message>
    <message>
        <source>log, jk2002 or none.</source>
        <translation>log、jk2002 或 none。</translation>
    </message>
    <message>
        <source>The discount&apos;s log base b &gt; 1.</source>
        <translation>折损的对数底 b &gt; 1。</translation>
    </message>
    <message>
        <source>The cutoff: a positive integer or all.</source>
        <translation>截断位置：正整数或 all。</translation>
    </message>
    <message>
        <source>Ideal source: pool or list.</source>
        <translation>理想排序来源：pool 或 list。</translation>
    </message>
    <message>
        <source>NDCG when IDCG = 0: zero, one or undefined.</source>
        <translation>IDCG = 0 时的 NDCG：zero、one 或 undefined。</translation>
    </message>
    <message>
        <source>Relevance threshold t (grade &gt;= t).</source>
        <translation>相关性阈值 t（等级 &gt;= t）。</translation>
    </message>
    <message>
        <source>ERR&apos;s top grade gmax.</source>
        <translation>ERR 的最高等级 gmax。</translation>
    </message>
    <message>
        <source>RBP&apos;s persistence p in (0, 1).</source>
        <translation>RBP 的持续概率 p，取值在 (0, 1)。</translation>
    </message>
    <message>
        <source>text, json, csv, markdown or latex.</source>
        <translation>text、json、csv、markdown 或 latex。</translation>
    </message>
    <message>
        <source>expected a comma-separated list of numbers, got an empty list</source>
        <translation>应为逗号分隔的数字列表，但列表为空</translation>
    </message>
    <message>
        <source>item %1 (&apos;%2&apos;) is not a number</source>
        <translation>第 %1 项（&apos;%2&apos;）不是数字</translation>
    </message>
    <message>
        <source>expected exponential, linear or a map like 1=3,2=9,4=4.5</source>
        <translation>应为 exponential、linear 或形如 1=3,2=9,4=4.5 的映射</translation>
    </message>
    <message>
        <source>expected zero or reject</source>
        <translation>应为 zero 或 reject</translation>
    </message>
    <message>
        <source>expected log, jk2002 or none</source>
        <translation>应为 log、jk2002 或 none</translation>
    </message>
    <message>
        <source>expected a number greater than 1</source>
        <translation>应为大于 1 的数</translation>
    </message>
    <message>
        <source>expected a positive integer or all</source>
        <translation>应为正整数或 all</translation>
    </message>
    <message>
        <source>expected pool or list</source>
        <translation>应为 pool 或 list</translation>
    </message>
    <message>
        <source>expected zero, one or undefined</source>
        <translation>应为 zero、one 或 undefined</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected a number greater than 0</source>
        <translation>应为大于 0 的数</translation>
    </message>
    <message>
        <source>expected a number strictly between 0 and 1</source>
        <translation>应为严格介于 0 和 1 之间的数</translation>
    </message>
    <message>
        <source>expected text, json, csv, markdown or latex</source>
        <translation>应为 text、json、csv、markdown 或 latex</translation>
    </message>
    <message>
        <source>One ranking&apos;s NDCG under the conventions of trec_eval, scikit-learn, LightGBM, XGBoost, TF-Ranking, RankLib, ranx and Järvelin &amp; Kekäläinen 2002.</source>
        <translation>同一排序在 trec_eval、scikit-learn、LightGBM、XGBoost、TF-Ranking、RankLib、ranx 以及 Järvelin &amp; Kekäläinen 2002 各自约定下的 NDCG。</translation>
    </message>
    <message>
        <source>The ranking&apos;s grades, e.g. 3,2,0,1,3.</source>
        <translation>排序的相关性等级，如 3,2,0,1,3。</translation>
    </message>
    <message>
        <source>The system&apos;s scores, one per item, e.g. 0.9,0.8,0.8,0.5,0.1.</source>
        <translation>系统得分，每项一个，如 0.9,0.8,0.8,0.5,0.1。</translation>
    </message>
    <message>
        <source>Doc ids of the ranked items (trec_eval breaks ties by them).</source>
        <translation>排序中各项的文档编号（trec_eval 用它打破平分）。</translation>
    </message>
    <message>
        <source>Grades of judged items the ranking did not return, e.g. 3,0.</source>
        <translation>排序未返回的已标注文档的等级，如 3,0。</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text 或 json。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>意外的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--grades is required, e.g. --grades 3,2,0,1,3</source>
        <translation>需要 --grades，如 --grades 3,2,0,1,3</translation>
    </message>
    <message>
        <source>--format: invalid value &apos;%1&apos;: expected text or json</source>
        <translation>--format：无效的值 &apos;%1&apos;：应为 text 或 json</translation>
    </message>
    <message>
        <source>-k: invalid value &apos;%1&apos;: expected a positive integer or all</source>
        <translation>-k：无效的值 &apos;%1&apos;：应为正整数或 all</translation>
    </message>
    <message>
        <source>NDCG at k = %1 under each library&apos;s conventions</source>
        <translation>k = %1 时各程序库约定下的 NDCG</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>settings: </source>
        <translation>设置：</translation>
    </message>
    <message>
        <source>why: </source>
        <translation>原因：</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>注：</translation>
    </message>
    <message>
        <source>source: </source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>best order</source>
        <translation>最好的顺序</translation>
    </message>
    <message>
        <source>worst order</source>
        <translation>最差的顺序</translation>
    </message>
    <message>
        <source>tie-averaged (scikit-learn)</source>
        <translation>并列平均（scikit-learn）</translation>
    </message>
    <message>
        <source>trec_eval order (docno descending)</source>
        <translation>trec_eval 顺序（docno 降序）</translation>
    </message>
    <message>
        <source>ties as listed (stable sort)</source>
        <translation>按列出顺序（稳定排序）</translation>
    </message>
    <message>
        <source>%1: invalid value &apos;%2&apos;: %3</source>
        <translation>%1：无效的值 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>Print the measures of each query too.</source>
        <translation>同时输出每个查询的指标。</translation>
    </message>
    <message>
        <source>Average over every query of the qrels; a query the run lacks scores 0.</source>
        <translation>对 qrels 中的每个查询取平均；运行结果缺少的查询记为 0。</translation>
    </message>
    <message>
        <source>The lowest grade that counts as relevant (default 1).</source>
        <translation>计为相关的最低等级（默认 1）。</translation>
    </message>
    <message>
        <source>Evaluate only the first DEPTH documents of each query.</source>
        <translation>每个查询只评估前 DEPTH 个文档。</translation>
    </message>
    <message>
        <source>A measure, optionally with parameters: %1; e.g. P.5,10 or ndcg.1=3,2=9 or the sets official (default) and all_trec.</source>
        <translation>指标，可带参数：%1；如 P.5,10 或 ndcg.1=3,2=9，或指标集 official（默认）与 all_trec。</translation>
    </message>
    <message>
        <source>Threads that read the run (default: one per core); 1 reads it serially. The output is the same.</source>
        <translation>读取运行结果的线程数（默认每核一个）；1 表示顺序读取。输出相同。</translation>
    </message>
    <message>
        <source>Explain the NDCG of this query of the run, term by term, under trec_eval&apos;s conventions (linear gain, the judged pool as ideal, relevant from -l) unless the options below change them.</source>
        <translation>逐项解释运行结果中该查询的 NDCG，按 trec_eval 的约定（线性增益、以已标注文档集为理想来源、相关性阈值取自 -l），除非下列选项另作规定。</translation>
    </message>
    <message>
        <source>Judgments: qid iter docno grade.</source>
        <translation>相关性判断：qid iter docno grade。</translation>
    </message>
    <message>
        <source>The run: qid Q0 docno rank score tag.</source>
        <translation>运行结果：qid Q0 docno rank score tag。</translation>
    </message>
    <message>
        <source>expected two files, QRELS and RUN (got %1 arguments)</source>
        <translation>应为两个文件 QRELS 和 RUN（收到 %1 个参数）</translation>
    </message>
    <message>
        <source>expected an integer &gt;= 0</source>
        <translation>应为 &gt;= 0 的整数</translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation>应为正整数</translation>
    </message>
    <message>
        <source>-%1 has no meaning with --explain</source>
        <translation>-%1 与 --explain 同用没有意义</translation>
    </message>
    <message>
        <source>(ours)</source>
        <translation>（本应用）</translation>
    </message>
    <message>
        <source>Conventions of the text: %1</source>
        <translation>原文的约定：%1</translation>
    </message>
    <message>
        <source>The text&apos;s figures next to the exact values:</source>
        <translation>原文数值与精确值对照：</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>量</translation>
    </message>
    <message>
        <source>text</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>注：</translation>
    </message>
    <message>
        <source>A bundled worked example (see ndcg-cli example list).</source>
        <translation>内置的示例（见 ndcg-cli example list）。</translation>
    </message>
    <message>
        <source>A scenario file (.ndcg.json) instead of a bundled example.</source>
        <translation>场景文件（.ndcg.json），代替内置示例。</translation>
    </message>
    <message>
        <source>For a comparison example: ranking A (default) or B.</source>
        <translation>对比示例中的排序：A（默认）或 B。</translation>
    </message>
    <message>
        <source>--example and --scenario cannot be combined</source>
        <translation>--example 与 --scenario 不能同时使用</translation>
    </message>
    <message>
        <source>--ranking B: &quot;%1&quot; has only one ranking</source>
        <translation>--ranking B：“%1”只有一个排序</translation>
    </message>
    <message>
        <source>--ranking: invalid value &apos;%1&apos;: expected A or B</source>
        <translation>--ranking：无效的值 &apos;%1&apos;：应为 A 或 B</translation>
    </message>
    <message>
        <source>The bundled worked examples: list them, or show one with the text&apos;s figures next to the exact values.</source>
        <translation>内置的示例：列出全部，或显示其中一个，并把原文数值与精确值对照。</translation>
    </message>
    <message>
        <source>list or show</source>
        <translation>list 或 show</translation>
    </message>
    <message>
        <source>The example to show.</source>
        <translation>要显示的示例。</translation>
    </message>
    <message>
        <source>Language of the texts: en or zh_CN.</source>
        <translation>文本语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>text or json; for show also scenario (the .ndcg.json file).</source>
        <translation>text 或 json；show 还可用 scenario（.ndcg.json 文件）。</translation>
    </message>
    <message>
        <source>--lang: invalid value &apos;%1&apos;: expected en or zh_CN</source>
        <translation>--lang：无效的值 &apos;%1&apos;：应为 en 或 zh_CN</translation>
    </message>
    <message>
        <source>expected list or show NAME</source>
        <translation>应为 list 或 show NAME</translation>
    </message>
    <message>
        <source>show needs one example name (see ndcg-cli example list)</source>
        <translation>show 需要一个示例名（见 ndcg-cli example list）</translation>
    </message>
    <message>
        <source>--format: invalid value &apos;%1&apos;: expected text, json or scenario</source>
        <translation>--format：无效的值 &apos;%1&apos;：应为 text、json 或 scenario</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;: expected list or show</source>
        <translation>未知操作 &apos;%1&apos;：应为 list 或 show</translation>
    </message>
    <message>
        <source>Validates a lesson (a .ndcg-lesson.json file, or a bundled lesson by id) and prints each scene&apos;s question with the answer the core computes.</source>
        <translation>校验一个课程（.ndcg-lesson.json 文件，或按 id 指定的内置课程），并列出每个场景的问题及程序计算出的答案。</translation>
    </message>
    <message>
        <source>A lesson file, or a bundled lesson&apos;s id.</source>
        <translation>课程文件，或内置课程的 id。</translation>
    </message>
    <message>
        <source>expected one lesson: a file or a bundled lesson&apos;s id (%1)</source>
        <translation>应给出一个课程：文件或内置课程的 id（%1）</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Answer: %1 (± %2)</source>
        <translation>答案：%1（± %2）</translation>
    </message>
    <message>
        <source>Choices: %1</source>
        <translation>选项：%1</translation>
    </message>
    <message>
        <source>Figure: %1</source>
        <translation>数值：%1</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>依据：%1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Usage: ndcg-cli lesson SUBCOMMAND [options]</source>
        <translation>用法：ndcg-cli lesson 子命令 [选项]</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>子命令：</translation>
    </message>
    <message>
        <source>ndcg-cli lesson SUBCOMMAND --help describes each.</source>
        <translation>ndcg-cli lesson 子命令 --help 可查看各子命令的说明。</translation>
    </message>
    <message>
        <source>unknown subcommand &apos;%1&apos;: expected %2</source>
        <translation>未知子命令 &apos;%1&apos;：应为 %2</translation>
    </message>
    <message>
        <source>Explain NDCG for a ranking of grades, term by term.</source>
        <translation>逐项解释一个等级排序的 NDCG。</translation>
    </message>
    <message>
        <source>Labels of the ranked items, e.g. a,b,c.</source>
        <translation>排序中各项的标签，如 a,b,c。</translation>
    </message>
    <message>
        <source>--%1 cannot be combined with --example or --scenario</source>
        <translation>--%1 不能与 --example 或 --scenario 同时使用</translation>
    </message>
    <message>
        <source>--ranking needs --example or --scenario</source>
        <translation>--ranking 需要 --example 或 --scenario</translation>
    </message>
    <message>
        <source>--grades or --example is required, e.g. --grades 3,2,0,1,3</source>
        <translation>需要 --grades 或 --example，如 --grades 3,2,0,1,3</translation>
    </message>
    <message>
        <source>Step through NDCG one term at a time: gain, discount, contribution and running DCG for each position, the ideal reordering, the ideal terms, NDCG.</source>
        <translation>一步一项地演示 NDCG：每个位置的增益、折损、贡献与累计 DCG，理想排序的重排，理想项，NDCG。</translation>
    </message>
    <message>
        <source>One step per position instead of five.</source>
        <translation>每个位置一步，而不是五步。</translation>
    </message>
    <message>
        <source>Digits shown in the formulas (default 3).</source>
        <translation>公式中显示的位数（默认 3）。</translation>
    </message>
    <message>
        <source>--decimals: invalid value &apos;%1&apos;: expected an integer from 0 to 17</source>
        <translation>--decimals：无效的值 &apos;%1&apos;：应为 0 到 17 的整数</translation>
    </message>
    <message>
        <source>--grades or --example is required, e.g. --example 000-prose</source>
        <translation>需要 --grades 或 --example，如 --example 000-prose</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>not retrieved</source>
        <translation>未检索到</translation>
    </message>
    <message>
        <source>grade %1%2: %3 → ideal position %4</source>
        <translation>等级 %1%2：%3 → 理想位置 %4</translation>
    </message>
    <message>
        <source> (beyond k)</source>
        <translation>（超出 k）</translation>
    </message>
    <message>
        <source>The change in NDCG@k if positions i and j were swapped, for every pair (the weights LambdaRank trains on).</source>
        <translation>交换位置 i 与 j 时 NDCG@k 的变化，覆盖每一对位置（即 LambdaRank 训练所用的权重）。</translation>
    </message>
    <message>
        <source>ΔNDCG@%1 if positions i and j are swapped (NDCG@%1 = %2)</source>
        <translation>交换位置 i 与 j 时的 ΔNDCG@%1（NDCG@%1 = %2）</translation>
    </message>
    <message>
        <source>best swap: positions %1 and %2, ΔNDCG = %3</source>
        <translation>最佳交换：位置 %1 与 %2，ΔNDCG = %3</translation>
    </message>
    <message>
        <source>no swap raises NDCG@%1</source>
        <translation>没有哪次交换能提高 NDCG@%1</translation>
    </message>
    <message>
        <source>Which conventions reproduce a quoted figure? Searches gain, discount and base, ideal source, k and the zero-IDCG rule. Exit status 0 when some convention reproduces the figure, 1 when none does.</source>
        <translation>哪些约定能复现引用的数值？搜索增益、折损与对数底、理想排序来源、k 以及 IDCG 为零的规则。有约定能复现时退出状态为 0，否则为 1。</translation>
    </message>
    <message>
        <source>The ranking&apos;s grades, e.g. 4,5,2,3,1.</source>
        <translation>排序的相关性等级，如 4,5,2,3,1。</translation>
    </message>
    <message>
        <source>The figure as quoted, e.g. 0.861 (its decimals set the rounding).</source>
        <translation>引用的数值，如 0.861（其小数位数决定舍入精度）。</translation>
    </message>
    <message>
        <source>An explicit tolerance instead of the quoted rounding.</source>
        <translation>显式给出容差，代替引用数值的舍入精度。</translation>
    </message>
    <message>
        <source>ndcg (default), dcg or idcg.</source>
        <translation>ndcg（默认）、dcg 或 idcg。</translation>
    </message>
    <message>
        <source>--grades is required, e.g. --grades 4,5,2,3,1</source>
        <translation>需要 --grades，如 --grades 4,5,2,3,1</translation>
    </message>
    <message>
        <source>--value is required, e.g. --value 0.861</source>
        <translation>需要 --value，如 --value 0.861</translation>
    </message>
    <message>
        <source>--quantity: invalid value &apos;%1&apos;: expected ndcg, dcg or idcg</source>
        <translation>--quantity：无效的值 &apos;%1&apos;：应为 ndcg、dcg 或 idcg</translation>
    </message>
    <message>
        <source>--tolerance: invalid value &apos;%1&apos;: expected a number &gt;= 0</source>
        <translation>--tolerance：无效的值 &apos;%1&apos;：应为 &gt;= 0 的数</translation>
    </message>
    <message>
        <source>--value: %1</source>
        <translation>--value：%1</translation>
    </message>
    <message>
        <source>nearest: </source>
        <translation>最接近：</translation>
    </message>
    <message>
        <source>Source: our own example</source>
        <translation>来源：本应用自编的例子</translation>
    </message>
    <message>
        <source>Source: %1 (file %2)</source>
        <translation>来源：%1（文件 %2）</translation>
    </message>
    <message>
        <source>Evaluate a TREC run against qrels as trec_eval does, or explain one query of it.
A query of the qrels that the run lacks is left out of the means unless -c, as trec_eval 9.0.8 does (trec_eval 10.0 stops on it with exit status 4). Lines starting with &apos;#&apos; are comments, as in trec_eval 10 (in a run, &apos;#&apos; may follow blanks). Where trec_eval cannot compute a measure (a query whose judgments are all negative), eval says why and exits with trec_eval&apos;s status 4.</source>
        <translation>像 trec_eval 一样用 qrels 评估 TREC 运行结果，或解释其中一个查询。
qrels 中有而运行结果中没有的查询不计入平均值，除非使用 -c；这与 trec_eval 9.0.8 相同（trec_eval 10.0 遇到这种查询会停止，退出状态为 4）。以 &apos;#&apos; 开头的行是注释，与 trec_eval 10 相同（在运行结果中，&apos;#&apos; 前可以有空白）。trec_eval 无法计算某个指标时（某查询的相关性判断全为负），eval 会说明原因，并以 trec_eval 的退出状态 4 退出。</translation>
    </message>
    <message>
        <source>Read qrels grades as trec_eval does, with C&apos;s atol(): the leading integer (&apos;1.5&apos; is 1, &apos;-1.9&apos; is -1, &apos;2abc&apos; is 2, a word is 0, beyond 64 bits the nearest 64-bit integer). Without it a grade that is not an integer is an error.</source>
        <translation>像 trec_eval 一样用 C 的 atol() 读取 qrels 中的等级：取开头的整数（&apos;1.5&apos; 读作 1，&apos;-1.9&apos; 读作 -1，&apos;2abc&apos; 读作 2，单词读作 0，超出 64 位时取最接近的 64 位整数）。不用此选项时，不是整数的等级是错误。</translation>
    </message>
    <message>
        <source>%1; --trec-grades reads grades as trec_eval does</source>
        <translation>%1；--trec-grades 会像 trec_eval 一样读取等级</translation>
    </message>
    <message>
        <source>cannot write output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
    <message>
        <source>Compare TREC runs on one qrels file: each run&apos;s mean of each measure (as eval computes it), marked where it differs significantly from the baseline under a paired two-sided test over the queries, the differences from the baseline with a bootstrap interval and wins/ties/losses, and with -q every query&apos;s values.
Runs are named by their file names (by their paths as given where two file names are equal); the baseline is the first run unless --baseline names another.
Queries: those every run has; a judged query some run lacks is left out for every run and named on stderr. With -c every query of the qrels is compared and a query a run lacks scores 0, as eval -c counts it. Queries the qrels do not judge are ignored.
Tests (see README): t, Student&apos;s paired t-test; wilcoxon, the signed-rank test (zero differences dropped; the exact distribution up to 50 queries without ties or zeros, an exact sign-flip test up to 13 queries with them, else the normal approximation with the tie correction); randomization, Fisher&apos;s sign-flip test (exact over all 2^n sign patterns up to 20 queries, else --permutations random patterns from --seed), as SciPy&apos;s ttest_rel, wilcoxon and permutation_test define them. Intervals: percentile bootstrap of the mean difference.</source>
        <translation>在同一个 qrels 文件上比较多个 TREC 运行结果：每个运行结果在每个指标上的平均值（与 eval 的计算相同），在查询上做配对双侧检验，与基线差异显著处加标记；给出与基线的差值及其 bootstrap 区间和胜/平/负次数；加 -q 时给出每个查询的值。
运行结果以文件名命名（两个文件名相同时用给出的路径）；基线是第一个运行结果，除非 --baseline 指定另一个。
查询：每个运行结果都有的查询；某个运行结果缺少的已标注查询对所有运行结果都不计入，并在 stderr 上列出。使用 -c 时比较 qrels 中的每个查询，运行结果缺少的查询记为 0，与 eval -c 相同。qrels 未标注的查询被忽略。
检验（见 README）：t，Student 配对 t 检验；wilcoxon，符号秩检验（去掉零差值；不超过 50 个查询且无并列、无零差值时用精确分布，有并列或零差值时不超过 13 个查询用精确的符号翻转检验，否则用带并列校正的正态近似）；randomization，Fisher 符号翻转检验（不超过 20 个查询时精确枚举全部 2^n 种符号组合，否则用由 --seed 生成的 --permutations 种随机组合），定义与 SciPy 的 ttest_rel、wilcoxon 和 permutation_test 相同。区间：平均差值的百分位 bootstrap 区间。</translation>
    </message>
    <message>
        <source>Compare every query of the qrels; a query a run lacks scores 0 (default: only the queries every run has).</source>
        <translation>比较 qrels 中的每个查询；运行结果缺少的查询记为 0（默认：只比较每个运行结果都有的查询）。</translation>
    </message>
    <message>
        <source>A measure as eval takes it: %1; e.g. P.5,10 or ndcg.1=3,2=9 (default: map, P.10 and ndcg_cut.10).</source>
        <translation>指标，写法与 eval 相同：%1；如 P.5,10 或 ndcg.1=3,2=9（默认：map、P.10 和 ndcg_cut.10）。</translation>
    </message>
    <message>
        <source>The run the others are compared with: its name or its path as given (default: the first run).</source>
        <translation>其他运行结果与之比较的运行结果：它的名称或给出的路径（默认：第一个运行结果）。</translation>
    </message>
    <message>
        <source>The paired test: t (default), wilcoxon or randomization.</source>
        <translation>配对检验：t（默认）、wilcoxon 或 randomization。</translation>
    </message>
    <message>
        <source>The significance level, from 0.000001 to 0.5 (default 0.05); the intervals are at 1 - alpha.</source>
        <translation>显著性水平，从 0.000001 到 0.5（默认 0.05）；区间的置信水平为 1 - alpha。</translation>
    </message>
    <message>
        <source>Across several runs compared with the baseline: holm (Holm-Bonferroni, for each measure; default) or none.</source>
        <translation>多个运行结果与基线比较时的校正：holm（Holm-Bonferroni，按指标分别校正；默认）或 none。</translation>
    </message>
    <message>
        <source>Random sign patterns of the randomization test beyond 20 queries (default 10000).</source>
        <translation>超过 20 个查询时随机化检验所用的随机符号组合数（默认 10000）。</translation>
    </message>
    <message>
        <source>Bootstrap resamples of the interval of each difference (default 10000).</source>
        <translation>每个差值区间的 bootstrap 重抽样次数（默认 10000）。</translation>
    </message>
    <message>
        <source>The seed of the random sign patterns and resamples, an integer &gt;= 0 (default 1): the same seed gives the same numbers.</source>
        <translation>随机符号组合与重抽样的种子，&gt;= 0 的整数（默认 1）：相同的种子给出相同的数值。</translation>
    </message>
    <message>
        <source>Threads that read the runs and draw the resamples (default: one per core); 1 does everything serially. The output is the same.</source>
        <translation>读取运行结果和抽取重抽样的线程数（默认每核一个）；1 表示全部顺序执行。输出相同。</translation>
    </message>
    <message>
        <source>Two or more runs: qid Q0 docno rank score tag.</source>
        <translation>两个或更多运行结果：qid Q0 docno rank score tag。</translation>
    </message>
    <message>
        <source>expected QRELS and at least two runs (got %1 arguments)</source>
        <translation>应为 QRELS 和至少两个运行结果（收到 %1 个参数）</translation>
    </message>
    <message>
        <source>expected t, wilcoxon or randomization</source>
        <translation>应为 t、wilcoxon 或 randomization</translation>
    </message>
    <message>
        <source>expected holm or none</source>
        <translation>应为 holm 或 none</translation>
    </message>
    <message>
        <source>expected a number from 0.000001 to 0.5 (a 99.9999% to 50% interval), such as 0.05</source>
        <translation>应为 0.000001 到 0.5 之间的数（即 99.9999% 到 50% 的区间），如 0.05</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 18446744073709551615</source>
        <translation>应为 0 到 18446744073709551615 之间的整数</translation>
    </message>
    <message>
        <source>--baseline: no run is named &apos;%1&apos; (the runs: %2)</source>
        <translation>--baseline：没有名为 &apos;%1&apos; 的运行结果（运行结果有：%2）</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>--scores: %1 for %2</source>
        <translation>--scores：%1对应%2</translation>
    </message>
    <message numerus="yes">
        <source>%n score(s)</source>
        <translation>
            <numerusform>%n 个得分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grade(s)</source>
        <translation>
            <numerusform>%n 个等级</numerusform>
        </translation>
    </message>
    <message>
        <source>--labels: %1 for %2</source>
        <translation>--labels：%1对应%2</translation>
    </message>
    <message>
        <source>--labels: label %1: %2</source>
        <translation>--labels：第 %1 个标签：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n 个标签</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied scores: %1, %2; NDCG with linear gain and the judged pool:</source>
        <translation>得分并列：%1，%2；线性增益、以已标注文档集为理想来源的 NDCG：</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n 组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>标准输出已关闭</translation>
    </message>
    <message>
        <source>A lesson&apos;s worksheet and answer key as a PDF: for every scene with a question, the ranking, the definition line, the table with blank cells to fill in, and the question; the key fills every blank. FILE is a lesson file or a bundled lesson&apos;s id.</source>
        <translation>把课程的练习单和答案写成 PDF：每个带问题的场景都有排序、定义行、留有空格待填的表格和问题；答案填满每个空格。FILE 是课程文件或内置课程的 id。</translation>
    </message>
    <message>
        <source>A lesson file or a bundled id.</source>
        <translation>课程文件或内置课程的 id。</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>要写出的 PDF。</translation>
    </message>
    <message>
        <source>One version per student (1–200), with other grades drawn from the seed.</source>
        <translation>每个学生一个版本（1–200），等级由种子另行抽取。</translation>
    </message>
    <message>
        <source>The seed of the students&apos; versions: a whole number from 0 to 18446744073709551615 (default 1).</source>
        <translation>学生版本的种子：0 到 18446744073709551615 之间的整数（默认 1）。</translation>
    </message>
    <message>
        <source>en, zh_CN or both (default en).</source>
        <translation>en、zh_CN 或 both（默认 en）。</translation>
    </message>
    <message>
        <source>Only the answer key.</source>
        <translation>只写答案。</translation>
    </message>
    <message>
        <source>Only the worksheet, without the key.</source>
        <translation>只写练习单，不含答案。</translation>
    </message>
    <message>
        <source>which lesson? Give a lesson file or a bundled id (%1)</source>
        <translation>哪一课？请给出课程文件或内置课程的 id（%1）</translation>
    </message>
    <message>
        <source>--out FILE.pdf is required</source>
        <translation>需要 --out FILE.pdf</translation>
    </message>
    <message>
        <source>--students &apos;%1&apos;: expected a whole number from 1 to %2</source>
        <translation>--students &apos;%1&apos;：应为 1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>--seed &apos;%1&apos;: expected a whole number from 0 to 18446744073709551615</source>
        <translation>--seed &apos;%1&apos;：应为 0 到 18446744073709551615 之间的整数</translation>
    </message>
    <message>
        <source>--seed needs --students: the seed draws the students&apos; versions</source>
        <translation>--seed 需要 --students：种子用于抽取学生的版本</translation>
    </message>
    <message>
        <source>--lang &apos;%1&apos;: expected en, zh_CN or both</source>
        <translation>--lang &apos;%1&apos;：应为 en、zh_CN 或 both</translation>
    </message>
    <message>
        <source>--key-only and --no-key exclude each other</source>
        <translation>--key-only 与 --no-key 不能同时使用</translation>
    </message>
    <message>
        <source>drawing a PDF needs a QGuiApplication</source>
        <translation>绘制 PDF 需要 QGuiApplication</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation>
            <numerusform>%1：%n 页</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonChart</name>
    <message>
        <source>Position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <source>cutoff k = %1</source>
        <translation>截断位置 k = %1</translation>
    </message>
    <message>
        <source>Running DCG: A, B and the ideal</source>
        <translation>累计 DCG：A、B 与理想排序</translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation>DCG@i</translation>
    </message>
    <message>
        <source>A: DCG@i</source>
        <translation>A：DCG@i</translation>
    </message>
    <message>
        <source>B: DCG@i</source>
        <translation>B：DCG@i</translation>
    </message>
    <message>
        <source>ideal: IDCG@i</source>
        <translation>理想：IDCG@i</translation>
    </message>
    <message>
        <source>A&apos;s ideal</source>
        <translation>A 的理想排序</translation>
    </message>
    <message>
        <source>B&apos;s ideal</source>
        <translation>B 的理想排序</translation>
    </message>
    <message>
        <source>Where they differ: contribution of A − B at each position</source>
        <translation>差别所在：各位置上 A − B 的贡献</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>A gains here</source>
        <translation>A 在此处得分</translation>
    </message>
    <message>
        <source>B gains here</source>
        <translation>B 在此处得分</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Running DCG of A and B against the ideal</source>
        <translation>A 与 B 的累计 DCG 对照理想排序</translation>
    </message>
    <message>
        <source>Difference of the terms, A − B</source>
        <translation>各项之差，A − B</translation>
    </message>
    <message>
        <source>%1, positions 1 to %2</source>
        <translation>%1，位置 1 到 %2</translation>
    </message>
    <message>
        <source>%1, no positions</source>
        <translation>%1，没有位置</translation>
    </message>
    <message>
        <source>Nothing to draw yet.</source>
        <translation>暂无可绘制的内容。</translation>
    </message>
    <message>
        <source>by position %1, A reaches %2 and B %3</source>
        <translation>到位置 %1，A 达到 %2，B 达到 %3</translation>
    </message>
    <message>
        <source>the ideal reaches %1</source>
        <translation>理想排序达到 %1</translation>
    </message>
    <message>
        <source>B&apos;s ideal reaches %1</source>
        <translation>B 的理想排序达到 %1</translation>
    </message>
    <message>
        <source>at the cutoff k = %1, A has %2 and B %3</source>
        <translation>在截断位置 k = %1，A 为 %2，B 为 %3</translation>
    </message>
    <message>
        <source>the differences are %1</source>
        <translation>各差值%1</translation>
    </message>
    <message>
        <source>A and B have the same term at every position drawn</source>
        <translation>在所绘制的每个位置上，A 与 B 的项都相同</translation>
    </message>
    <message numerus="yes">
        <source>A&apos;s term is larger at %n position(s)</source>
        <translation>
            <numerusform>A 的项在 %n 个位置上更大</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B&apos;s at %n</source>
        <translation>
            <numerusform>B 的项在 %n 个位置上更大</numerusform>
        </translation>
    </message>
    <message>
        <source>the largest difference is %1 at position %2</source>
        <translation>最大差值为 %1，在位置 %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>A − B %1</source>
        <translation>A − B %1</translation>
    </message>
    <message>
        <source>A %1</source>
        <translation>A %1</translation>
    </message>
    <message>
        <source>B %1</source>
        <translation>B %1</translation>
    </message>
    <message>
        <source>ideal %1</source>
        <translation>理想 %1</translation>
    </message>
</context>
<context>
    <name>ComparisonController</name>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>Seed 002: &amp;algorithm A vs algorithm B (lipsticks)</source>
        <translation>示例 002：算法 A 对比算法 B（口红）(&amp;A)</translation>
    </message>
    <message>
        <source>Seed 001: &amp;system A vs system B (成都旅游攻略)</source>
        <translation>示例 001：系统 A 对比系统 B（成都旅游攻略）(&amp;S)</translation>
    </message>
    <message>
        <source>Compare with a &amp;copy</source>
        <translation>与副本对比(&amp;C)</translation>
    </message>
    <message>
        <source>Start ranking B as a copy of A, then drag B&apos;s rows to compare</source>
        <translation>以 A 的副本作为排序 B，再拖动 B 的行进行对比</translation>
    </message>
    <message>
        <source>&amp;End comparison</source>
        <translation>结束对比(&amp;E)</translation>
    </message>
    <message>
        <source>What-if swaps · ranking A</source>
        <translation>假如交换 · 排序 A</translation>
    </message>
    <message>
        <source>What-if swaps · ranking B</source>
        <translation>假如交换 · 排序 B</translation>
    </message>
    <message>
        <source>Convention explorer · ranking A</source>
        <translation>约定对照表 · 排序 A</translation>
    </message>
    <message>
        <source>Convention explorer · ranking B</source>
        <translation>约定对照表 · 排序 B</translation>
    </message>
    <message>
        <source>What-if swaps</source>
        <translation>假如交换</translation>
    </message>
    <message>
        <source>What-&amp;if swaps</source>
        <translation>假如交换(&amp;I)</translation>
    </message>
    <message>
        <source>Convention explorer</source>
        <translation>约定对照表</translation>
    </message>
    <message>
        <source>Con&amp;vention explorer</source>
        <translation>约定对照表(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Which convention gives this number…</source>
        <translation>哪种约定给出这个数(&amp;W)…</translation>
    </message>
    <message>
        <source>ranking B</source>
        <translation>排序 B</translation>
    </message>
    <message>
        <source>ranking A</source>
        <translation>排序 A</translation>
    </message>
    <message>
        <source>Copy ranking A into B</source>
        <translation>把排序 A 复制到 B</translation>
    </message>
    <message>
        <source>End comparison</source>
        <translation>结束对比</translation>
    </message>
    <message>
        <source>Ranking B has edits that ending the comparison will discard. End it?</source>
        <translation>排序 B 有修改，结束对比会丢弃这些修改。要结束吗？</translation>
    </message>
    <message>
        <source>the ranking</source>
        <translation>该排序</translation>
    </message>
    <message>
        <source>Ranking B is a copy of A: drag its rows (or press Ctrl+Up / Ctrl+Down) to compare.</source>
        <translation>排序 B 是 A 的副本：拖动它的行（或按 Ctrl+Up / Ctrl+Down）进行对比。</translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;■ Ranking A&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;■ 排序 A&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;▲ Ranking B&lt;/b&gt; (drag rows to reorder)</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;▲ 排序 B&lt;/b&gt;（拖动行可重新排序）</translation>
    </message>
    <message>
        <source>Long rankings are drawn to twice the cutoff k. NDCG@k and its ideal count the whole judged pool either way.</source>
        <translation>较长的排序只画到截断位置 k 的两倍。无论画出多少，NDCG@k 及其理想值都按整个已标注文档集计算。</translation>
    </message>
    <message numerus="yes">
        <source>Show all %n positions</source>
        <translation>
            <numerusform>显示全部 %n 个位置</numerusform>
        </translation>
    </message>
    <message>
        <source> (the first %1 are drawn)</source>
        <translation>（现画出前 %1 个）</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt; font-weight:bold; color:%2&apos;&gt;%3&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style=&apos;font-size:%4pt&apos;&gt;NDCG@%5 = &lt;b&gt;%6&lt;/b&gt;&lt;/span&gt;%7</source>
        <translation>&lt;span style=&apos;font-size:%1pt; font-weight:bold; color:%2&apos;&gt;%3&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style=&apos;font-size:%4pt&apos;&gt;NDCG@%5 = &lt;b&gt;%6&lt;/b&gt;&lt;/span&gt;%7</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;No comparison&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;没有对比&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;NDCG is undefined&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;NDCG 无定义&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>IDCG@%1 = 0 and the zero-IDCG rule leaves NDCG undefined.</source>
        <translation>IDCG@%1 = 0，按 IDCG 为零的规则 NDCG 无定义。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;A and B score the same&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;A 与 B 得分相同&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt; color:%2&apos;&gt;&lt;b&gt;%3 is better by %4&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:%1pt; color:%2&apos;&gt;&lt;b&gt;%3 高出 %4&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>NDCG@%1 of A − B = &lt;b&gt;%2%3&lt;/b&gt;</source>
        <translation>A − B 的 NDCG@%1 = &lt;b&gt;%2%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A gains at position %1</source>
        <translation>A 在位置 %1 得分更多</translation>
    </message>
    <message>
        <source>B gains at position %1</source>
        <translation>B 在位置 %1 得分更多</translation>
    </message>
    <message>
        <source>A gains at positions %1</source>
        <translation>A 在位置 %1 得分更多</translation>
    </message>
    <message>
        <source>B gains at positions %1</source>
        <translation>B 在位置 %1 得分更多</translation>
    </message>
    <message>
        <source>their ideals differ (IDCG@%1 %2 vs %3)</source>
        <translation>二者的理想排序不同（IDCG@%1：%2 对 %3）</translation>
    </message>
    <message>
        <source>Ranking A</source>
        <translation>排序 A</translation>
    </message>
    <message>
        <source>Ranking B</source>
        <translation>排序 B</translation>
    </message>
    <message>
        <source>RR (MRR)</source>
        <translation>RR（MRR）</translation>
    </message>
    <message>
        <source>Reciprocal rank: 1 / position of the first relevant item. MRR, the mean reciprocal rank, is its mean over queries: for one query, the same number.</source>
        <translation>倒数排名：1 / 第一个相关项的位置。MRR（平均倒数排名）是它在各查询上的平均值：只有一个查询时，两者是同一个数。</translation>
    </message>
    <message>
        <source>P@%1</source>
        <translation>P@%1</translation>
    </message>
    <message>
        <source>R@%1</source>
        <translation>R@%1</translation>
    </message>
    <message>
        <source>AP@%1</source>
        <translation>AP@%1</translation>
    </message>
    <message>
        <source>ERR@%1</source>
        <translation>ERR@%1</translation>
    </message>
    <message>
        <source>RBP p=%1</source>
        <translation>RBP p=%1</translation>
    </message>
    <message>
        <source>A and B score the same on %1</source>
        <translation>A 和 B 在 %1 上得分相同</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;Which ranking is better?&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;哪个排序更好？&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>the DCG@i curves</source>
        <translation>DCG@i 曲线</translation>
    </message>
    <message>
        <source>the ideal curves</source>
        <translation>理想曲线</translation>
    </message>
    <message>
        <source>R reveals, in turn: %1</source>
        <translation>按 R 依次揭晓：%1</translation>
    </message>
    <message>
        <source>Resize the tables and the charts</source>
        <translation>调整表格与图表的大小</translation>
    </message>
    <message>
        <source>Resize the two charts</source>
        <translation>调整两幅图表的大小</translation>
    </message>
    <message>
        <source>Chart: running DCG of A, B and the ideal by position</source>
        <translation>图表：A、B 与理想排序在各位置的累计 DCG</translation>
    </message>
    <message>
        <source>Chart: contribution of A − B at each position</source>
        <translation>图表：各位置 A − B 的贡献</translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <source>Contribution gain·d(i)</source>
        <translation>贡献（增益·d(i)）</translation>
    </message>
    <message>
        <source>Position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <source>gain · d(i)</source>
        <translation>增益 · d(i)</translation>
    </message>
    <message>
        <source>this ranking</source>
        <translation>本排序</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>Contribution of each position against the ideal</source>
        <translation>各位置的贡献对照理想排序</translation>
    </message>
    <message>
        <source>Nothing to draw: no breakdown.</source>
        <translation>没有可绘制的内容：没有计算结果。</translation>
    </message>
    <message>
        <source>%1 terms are %2</source>
        <translation>%1各项%2</translation>
    </message>
    <message>
        <source>%1 largest term is %2 at position %3</source>
        <translation>%1最大项为 %2，在位置 %3</translation>
    </message>
    <message>
        <source>this ranking&apos;s terms gain·d(i) by position: %1</source>
        <translation>本排序按位置的各项（增益·d(i)）：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>the ideal&apos;s terms by position: %1</source>
        <translation>理想排序按位置的各项：%1</translation>
    </message>
    <message>
        <source>this ranking&apos;s</source>
        <translation>本排序的</translation>
    </message>
    <message>
        <source>the ideal&apos;s</source>
        <translation>理想排序的</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>this ranking %1</source>
        <translation>本排序 %1</translation>
    </message>
    <message>
        <source>ideal %1</source>
        <translation>理想 %1</translation>
    </message>
</context>
<context>
    <name>ConventionPanel</name>
    <message>
        <source>NDCG under each library&apos;s convention</source>
        <translation>各程序库约定下的 NDCG</translation>
    </message>
    <message>
        <source>No ranking is open.</source>
        <translation>没有打开的排序。</translation>
    </message>
    <message>
        <source>this ranking</source>
        <translation>本排序</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every library&apos;s NDCG for %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1 在各程序库下的 NDCG&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every library&apos;s NDCG for %1&lt;/b&gt; at k = %2: each row spells out its conventions and why its number differs from the row above. Hover a row for the source it was taken from.</source>
        <translation>&lt;b&gt;%1 在各程序库下的 NDCG&lt;/b&gt;，k = %2：每行写明其约定，以及其数值为何与上一行不同。鼠标悬停在某行上可查看出处。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every library&apos;s NDCG&lt;/b&gt; is hidden until NDCG@k is revealed (R): predict first.</source>
        <translation>&lt;b&gt;各个库的 NDCG&lt;/b&gt; 在揭晓 NDCG@k（R）之前隐藏：请先预测。</translation>
    </message>
</context>
<context>
    <name>ConventionTableModel</name>
    <message>
        <source>refused</source>
        <translation>拒绝计算</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>DCG@k = %1, IDCG@k = %2</source>
        <translation>DCG@k = %1，IDCG@k = %2</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>程序库</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>NDCG@%1</source>
        <translation>NDCG@%1</translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation>NDCG</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Why it differs from the row above</source>
        <translation>与上一行不同的原因</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>CurveListener</name>
    <message>
        <source>Lis&amp;ten to the curves</source>
        <translation>聆听曲线(&amp;T)</translation>
    </message>
    <message>
        <source>Play the running DCG and the ideal&apos;s as rising tones, position by position: the gap between them is the interval you hear</source>
        <translation>将累计 DCG 与理想值逐位置播放为上升的音调：两者之间的差距就是你听到的音程</translation>
    </message>
    <message>
        <source>ideal %1</source>
        <translation>理想 %1</translation>
    </message>
    <message>
        <source>DCG@%1 %2</source>
        <translation>DCG@%1 %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>There is no curve to listen to: the ranking is empty.</source>
        <translation>没有可以聆听的曲线：排序为空。</translation>
    </message>
    <message>
        <source>There is no audio output to play the curves on.</source>
        <translation>没有可用于播放曲线的音频输出设备。</translation>
    </message>
    <message>
        <source>The audio output “%1” cannot play 16-bit mono sound at %2 Hz.</source>
        <translation>音频输出“%1”无法播放 %2 Hz 的 16 位单声道声音。</translation>
    </message>
    <message>
        <source>The curves could not be played (audio error %1).</source>
        <translation>无法播放曲线（音频错误 %1）。</translation>
    </message>
    <message>
        <source>Listen to the curves</source>
        <translation>聆听曲线</translation>
    </message>
</context>
<context>
    <name>DefinitionBar</name>
    <message>
        <source>Write the map as grade=gain pairs: 1=3,2=9</source>
        <translation>映射写成“等级=增益”对：1=3,2=9</translation>
    </message>
    <message>
        <source>exponential 2^g − 1</source>
        <translation>指数 2^g − 1</translation>
    </message>
    <message>
        <source>linear g</source>
        <translation>线性 g</translation>
    </message>
    <message>
        <source>custom map</source>
        <translation>自定义映射</translation>
    </message>
    <message>
        <source>1 / log_b(i + 1)</source>
        <translation>1 / log_b(i + 1)</translation>
    </message>
    <message>
        <source>Järvelin–Kekäläinen 2002</source>
        <translation>Järvelin–Kekäläinen 2002</translation>
    </message>
    <message>
        <source>none (CG)</source>
        <translation>无（CG）</translation>
    </message>
    <message>
        <source>judged pool</source>
        <translation>已标注文档集</translation>
    </message>
    <message>
        <source>ranking only</source>
        <translation>仅本排序</translation>
    </message>
    <message>
        <source>NDCG = 0 (trec_eval)</source>
        <translation>NDCG = 0（trec_eval）</translation>
    </message>
    <message>
        <source>NDCG = 1 (LightGBM)</source>
        <translation>NDCG = 1（LightGBM）</translation>
    </message>
    <message>
        <source>undefined (—)</source>
        <translation>无定义（—）</translation>
    </message>
    <message>
        <source>gain 0 (trec_eval)</source>
        <translation>增益 0（trec_eval）</translation>
    </message>
    <message>
        <source>refuse (scikit-learn)</source>
        <translation>拒绝（scikit-learn）</translation>
    </message>
    <message>
        <source>&amp;Gain:</source>
        <translation>增益(&amp;G)：</translation>
    </message>
    <message>
        <source>Gain &amp;map:</source>
        <translation>增益映射(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Discount:</source>
        <translation>折损(&amp;D)：</translation>
    </message>
    <message>
        <source>Log &amp;base b:</source>
        <translation>对数底 b(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Negative grades:</source>
        <translation>负等级(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Ideal from:</source>
        <translation>理想排序来源(&amp;I)：</translation>
    </message>
    <message>
        <source>ID&amp;CG = 0:</source>
        <translation>IDCG = 0 时(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Relevant if grade ≥</source>
        <translation>相关的等级 ≥(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;k =</source>
        <translation>&amp;k =</translation>
    </message>
    <message>
        <source>&amp;all</source>
        <translation>全部(&amp;A)</translation>
    </message>
    <message>
        <source>k = all: every position of the ranking and of the judged pool</source>
        <translation>k = 全部：排序和已标注文档集中的每个位置</translation>
    </message>
    <message>
        <source>Cutoff k: only positions 1..k count</source>
        <translation>截断位置 k：只计算位置 1..k</translation>
    </message>
    <message>
        <source>The conventions behind every number: click a part to change it</source>
        <translation>每个数值背后的约定：点击其中一项可修改</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>约定</translation>
    </message>
    <message>
        <source>Cutoff k</source>
        <translation>截断位置 k</translation>
    </message>
    <message>
        <source>Cutoff k slider</source>
        <translation>截断位置 k 滑块</translation>
    </message>
    <message>
        <source>k = all</source>
        <translation>k = 全部</translation>
    </message>
</context>
<context>
    <name>DisplayFormat</name>
    <message>
        <source>%1 overflows a double: gains, contributions, DCG and IDCG are computed in units of %2 and shown at their true size (NDCG is unaffected)</source>
        <translation>%1 超出双精度范围：增益、贡献、DCG 和 IDCG 以 %2 为单位计算，按实际大小显示（NDCG 不受影响）</translation>
    </message>
    <message>
        <source>Gains up to %1 would overflow the sums: gains, contributions, DCG and IDCG are computed in units of %2 and shown at their true size (NDCG is unaffected)</source>
        <translation>高达 %1 的增益会使求和溢出：增益、贡献、DCG 和 IDCG 以 %2 为单位计算，按实际大小显示（NDCG 不受影响）</translation>
    </message>
</context>
<context>
    <name>DistributionChart</name>
    <message>
        <source>The class&apos;s answers</source>
        <translation>全班的答案</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>exact %1</source>
        <translation>精确值 %1</translation>
    </message>
    <message>
        <source>✓ %1 (right)</source>
        <translation>✓ %1（正确）</translation>
    </message>
    <message>
        <source>far below the bins: %1</source>
        <translation>远低于各区间：%1</translation>
    </message>
    <message>
        <source>%1: %2 (the exact value&apos;s bin)</source>
        <translation>%1：%2（精确值所在区间）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>far above the bins: %1</source>
        <translation>远高于各区间：%1</translation>
    </message>
    <message>
        <source>◀ %1</source>
        <translation>◀ %1</translation>
    </message>
    <message>
        <source>%1 ▶</source>
        <translation>%1 ▶</translation>
    </message>
    <message>
        <source>No answers shown yet: they come with the reveal.</source>
        <translation>尚未显示答案：揭晓之后才会出现。</translation>
    </message>
</context>
<context>
    <name>ExampleGallery</name>
    <message>
        <source>Worked examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Search titles, sources and descriptions (English or 中文)</source>
        <translation>搜索标题、来源和说明（中文或英文）</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>our own example</source>
        <translation>我们自己的例子</translation>
    </message>
    <message>
        <source>No example matches.</source>
        <translation>没有匹配的示例。</translation>
    </message>
    <message>
        <source>Cannot read this example: %1</source>
        <translation>无法读取此示例：%1</translation>
    </message>
    <message>
        <source>Source text:</source>
        <translation>原文：</translation>
    </message>
    <message>
        <source>none: an example of our own</source>
        <translation>无：我们自己的例子</translation>
    </message>
    <message>
        <source>Conventions:</source>
        <translation>约定：</translation>
    </message>
    <message>
        <source>Grades:</source>
        <translation>等级：</translation>
    </message>
    <message>
        <source>Compares two rankings, A and B.</source>
        <translation>比较 A、B 两个排序。</translation>
    </message>
    <message>
        <source>Its figures are hidden with the answers (Step ▸ Hide answers): “?” stands for each.</source>
        <translation>其中的数值随答案一起隐藏（步骤 ▸ 隐藏答案）：每个都以“?”代替。</translation>
    </message>
    <message numerus="yes">
        <source>The text states %n figure(s) (Examples ▸ Compare with the text).</source>
        <translation>
            <numerusform>原文给出 %n 个数值（示例 ▸ 与原文对照）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 &lt;small&gt;(file %2)&lt;/small&gt;</source>
        <translation>%1&lt;small&gt;（文件 %2）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 (file %2)</source>
        <translation>%1（文件 %2）</translation>
    </message>
    <message numerus="yes">
        <source>The text states %n figure(s): %1, %2 (Examples ▸ Compare with the text).</source>
        <translation>
            <numerusform>原文给出 %n 个数值：%1，%2（示例 ▸ 与原文对照）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (agrees|agree) with the exact value</source>
        <translation>
            <numerusform>%n 个与精确值一致</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (differs|differ)</source>
        <translation>
            <numerusform>%n 个不同</numerusform>
        </translation>
    </message>
    <message>
        <source>Resize the list of examples and their description</source>
        <translation>调整示例列表与其说明的大小</translation>
    </message>
    <message>
        <source>Search the examples</source>
        <translation>搜索示例</translation>
    </message>
    <message>
        <source>The example&apos;s description</source>
        <translation>示例说明</translation>
    </message>
</context>
<context>
    <name>ExamplesController</name>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>Worked &amp;examples…</source>
        <translation>教材示例(&amp;E)…</translation>
    </message>
    <message>
        <source>Open a worked example from the textbooks, or one of our own</source>
        <translation>打开教材中的示例，或我们自己的例子</translation>
    </message>
    <message>
        <source>Compare with the &amp;text</source>
        <translation>与原文对照(&amp;T)</translation>
    </message>
    <message>
        <source>Each figure the source text states, beside the exact value and the reason they differ</source>
        <translation>原文给出的每个数值，与精确值并列，并说明二者不同的原因</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>练习(&amp;P)…</translation>
    </message>
    <message>
        <source>Compute DCG, IDCG or NDCG of a random ranking yourself</source>
        <translation>自己计算一个随机排序的 DCG、IDCG 或 NDCG</translation>
    </message>
    <message>
        <source>Compare with the text</source>
        <translation>与原文对照</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>%1 has no cell in the table</source>
        <translation>%1 在表格中没有对应的单元格</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Made with NDCG Explorer</source>
        <translation>由 NDCG Explorer 生成</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>NDCG Explorer</source>
        <translation>NDCG Explorer</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>A new ranking with the conventions for new documents</source>
        <translation>用新文档的约定新建一个排序</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Ranking from &amp;CSV or TSV…</source>
        <translation>从 CSV 或 TSV 导入排序(&amp;C)…</translation>
    </message>
    <message>
        <source>Query from &amp;TREC qrels and run…</source>
        <translation>从 TREC qrels 和运行结果导入查询(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Running DCG chart…</source>
        <translation>累计 DCG 图(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Contribution chart…</source>
        <translation>贡献图(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;NDCG by position chart…</source>
        <translation>各位置 NDCG 图(&amp;N)…</translation>
    </message>
    <message>
        <source>As &amp;CSV…</source>
        <translation>导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>As &amp;Markdown…</source>
        <translation>导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <source>As &amp;LaTeX (booktabs)…</source>
        <translation>导出为 LaTeX（booktabs）(&amp;L)…</translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation>导出讲义（PDF）(&amp;H)…</translation>
    </message>
    <message>
        <source>Use these conventions for ne&amp;w documents</source>
        <translation>新文档使用这些约定(&amp;W)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Export &amp;chart</source>
        <translation>导出图表(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;table</source>
        <translation>导出表格(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them before they are lost?</source>
        <translation>“%1”有未保存的修改。要先保存吗？</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>NDCG scenarios (*.ndcg.json *.json);;All files (*)</source>
        <translation>NDCG 场景 (*.ndcg.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>无法打开“%1”。</translation>
    </message>
    <message>
        <source>The open document was not changed.</source>
        <translation>当前文档未作改动。</translation>
    </message>
    <message>
        <source>“%1” could not be saved: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message numerus="yes">
        <source>“%1” could not be saved: another window or program has been saving it for more than %n second(s) (it holds %2).</source>
        <translation>
            <numerusform>无法保存“%1”：另一个窗口或程序保存它已超过 %n 秒（它持有 %2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Any file that was there is unchanged.</source>
        <translation>原有文件保持不变。</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>NDCG scenarios (*.ndcg.json)</source>
        <translation>NDCG 场景 (*.ndcg.json)</translation>
    </message>
    <message>
        <source>Import a ranking</source>
        <translation>导入排序</translation>
    </message>
    <message>
        <source>CSV and TSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>CSV 与 TSV 文件 (*.csv *.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>“%1” could not be imported.</source>
        <translation>无法导入“%1”。</translation>
    </message>
    <message>
        <source>Import a TREC query: the qrels</source>
        <translation>导入 TREC 查询：qrels</translation>
    </message>
    <message>
        <source>TREC qrels (*)</source>
        <translation>TREC qrels (*)</translation>
    </message>
    <message>
        <source>Import a TREC query: the run</source>
        <translation>导入 TREC 查询：运行结果</translation>
    </message>
    <message>
        <source>TREC runs (*)</source>
        <translation>TREC 运行结果 (*)</translation>
    </message>
    <message>
        <source>No query of the run has judgments in “%1” (expected the qrels of the same topics).</source>
        <translation>运行结果中没有任何查询在“%1”中有相关性判断（应为同一批主题的 qrels）。</translation>
    </message>
    <message>
        <source>query %1 of %2</source>
        <translation>查询 %1 / %2</translation>
    </message>
    <message>
        <source>There is nothing to export: %1</source>
        <translation>没有可导出的内容：%1</translation>
    </message>
    <message>
        <source>Answers are hidden in the window, but an export holds every value, the hidden answers too. Export it with the answers?</source>
        <translation>窗口中的答案已隐藏，但导出的文件包含所有数值，包括隐藏的答案。仍要连同答案一起导出吗？</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation>Markdown 文件 (*.md)</translation>
    </message>
    <message>
        <source>LaTeX files (*.tex)</source>
        <translation>LaTeX 文件 (*.tex)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Export a handout</source>
        <translation>导出讲义</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export the chart of ranking %1</source>
        <translation>导出排序 %1 的图表</translation>
    </message>
    <message>
        <source>Export the table of ranking %1</source>
        <translation>导出排序 %1 的表格</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another window or program since it was opened or saved here. Overwrite those changes?</source>
        <translation>自在此打开或保存以来，“%1”已被另一个窗口或程序在磁盘上修改。要覆盖那些修改吗？</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Query “%1”: %2</source>
        <translation>查询“%1”：%2</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>the disk is full (a simulated failure)</source>
        <translation>磁盘已满（模拟故障）</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>只写入了 %2 字节中的 %1 字节</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
</context>
<context>
    <name>FormulaPanel</name>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
</context>
<context>
    <name>FormulaText</name>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>not yet computed</source>
        <translation>尚未计算</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary · 术语表</source>
        <comment>the title in both languages, the interface&apos;s first</comment>
        <translation>术语表 · Glossary</translation>
    </message>
    <message>
        <source>Every term the app uses, in English and Simplified Chinese. Chinese texts also write 累积 for 累计 and 折扣 for 折损 (and 收益 for 增益): the app uses the first of each; the others are listed as variants.</source>
        <translation>本应用使用的每个术语，中英文对照。中文教材也把“累计”写作“累积”，把“折损”写作“折扣”（“增益”写作“收益”）：本应用统一使用前者，其余作为异写列出。</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Also written</source>
        <translation>其他写法</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>Definition (Chinese)</source>
        <translation>定义（中文）</translation>
    </message>
    <message>
        <source>Glossary of terms in English and Chinese</source>
        <translation>中英文术语表</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Ranking A</source>
        <translation>排序 A</translation>
    </message>
    <message>
        <source>Ranking B</source>
        <translation>排序 B</translation>
    </message>
    <message>
        <source>Definition:</source>
        <translation>定义：</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Charts of ranking %1</source>
        <translation>排序 %1 的图表</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Made with NDCG Explorer. Numbers are exact doubles, shown rounded.</source>
        <translation>由 NDCG Explorer 生成。数值为精确的双精度数，显示时经过舍入。</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>d(i)</source>
        <translation>d(i)</translation>
    </message>
    <message>
        <source>gain·d(i)</source>
        <translation>增益·d(i)</translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation>DCG@i</translation>
    </message>
    <message>
        <source>ideal grade</source>
        <translation>理想等级</translation>
    </message>
    <message>
        <source>ideal gain·d(i)</source>
        <translation>理想增益·d(i)</translation>
    </message>
    <message>
        <source>IDCG@i</source>
        <translation>IDCG@i</translation>
    </message>
    <message>
        <source>NDCG@i</source>
        <translation>NDCG@i</translation>
    </message>
    <message>
        <source>not retrieved</source>
        <translation>未检索到</translation>
    </message>
    <message>
        <source>Comparison of A and B</source>
        <translation>A 与 B 的比较</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>NDCG@%1 is undefined for at least one ranking (IDCG@%1 = 0), so the two cannot be compared by it.</source>
        <translation>至少一个排序的 NDCG@%1 无定义（IDCG@%1 = 0），因此无法据此比较二者。</translation>
    </message>
    <message>
        <source>A and B have the same NDCG@%1 (to 4 decimals).</source>
        <translation>A 与 B 的 NDCG@%1 相同（精确到 4 位小数）。</translation>
    </message>
    <message>
        <source>A is higher by %1 (NDCG@%2).</source>
        <translation>A 高出 %1（NDCG@%2）。</translation>
    </message>
    <message>
        <source>B is higher by %1 (NDCG@%2).</source>
        <translation>B 高出 %1（NDCG@%2）。</translation>
    </message>
    <message>
        <source>Their ideals differ: each NDCG is measured against its own IDCG@%1.</source>
        <translation>二者的理想排序不同：各自的 NDCG 都以自己的 IDCG@%1 为准。</translation>
    </message>
    <message>
        <source>Ranking %1: %2</source>
        <translation>排序 %1：%2</translation>
    </message>
    <message>
        <source>The text&apos;s figures beside the exact values</source>
        <translation>原文数值与精确值对照</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>NDCG Explorer</source>
        <translation>NDCG Explorer</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;New lesson</source>
        <translation>新建课程(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;bundled lesson</source>
        <translation>打开内置课程(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Recent lessons</source>
        <translation>最近的课程(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save lesson</source>
        <translation>保存课程(&amp;S)</translation>
    </message>
    <message>
        <source>Save lesson &amp;as…</source>
        <translation>课程另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Add scene from current &amp;view</source>
        <translation>从当前视图添加场景(&amp;V)</translation>
    </message>
    <message>
        <source>A new scene after the current one: the window&apos;s scenario and view as they are now</source>
        <translation>在当前场景之后新建一个场景：窗口当前的场景数据和视图</translation>
    </message>
    <message>
        <source>Show scene &amp;list</source>
        <translation>显示场景列表(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Play from current scene</source>
        <translation>从当前场景播放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Print lesson as worksheet…</source>
        <translation>将课程打印为练习单(&amp;P)…</translation>
    </message>
    <message>
        <source>A PDF worksheet of the lesson&apos;s questions, with its answer key</source>
        <translation>课程中各个问题的 PDF 练习单，附答案</translation>
    </message>
    <message>
        <source>Scenes — %1%2</source>
        <translation>场景 — %1%2</translation>
    </message>
    <message>
        <source>The lesson “%1” has unsaved changes. Save them before they are lost?</source>
        <translation>课程“%1”有未保存的更改。要在丢失之前保存吗？</translation>
    </message>
    <message numerus="yes">
        <source>Lesson “%1”: %n scene(s).</source>
        <translation>
            <numerusform>课程“%1”：%n 个场景。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>NDCG lessons (*.ndcg-lesson.json);;All files (*)</source>
        <translation>NDCG 课程 (*.ndcg-lesson.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The lesson “%1” could not be opened.</source>
        <translation>无法打开课程“%1”。</translation>
    </message>
    <message>
        <source>The open lesson was not changed.</source>
        <translation>已打开的课程没有改变。</translation>
    </message>
    <message>
        <source>The bundled lesson “%1” could not be opened.</source>
        <translation>无法打开内置课程“%1”。</translation>
    </message>
    <message>
        <source>Save the lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <source>NDCG lessons (*.ndcg-lesson.json)</source>
        <translation>NDCG 课程 (*.ndcg-lesson.json)</translation>
    </message>
    <message>
        <source>The lesson “%1” could not be saved: %2</source>
        <translation>无法保存课程“%1”：%2</translation>
    </message>
    <message>
        <source>Any file that was there is unchanged.</source>
        <translation>原有文件保持不变。</translation>
    </message>
    <message>
        <source>it would be larger than %1 MB, the limit for a lesson file</source>
        <translation>它将超过课程文件的上限 %1 MB</translation>
    </message>
    <message>
        <source>another window or program is saving it (it holds %1)</source>
        <translation>另一个窗口或程序正在保存它（它持有 %1）</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another window or program since it was opened or saved here. Overwrite those changes?</source>
        <translation>自从在这里打开或保存以来，“%1”已被另一个窗口或程序在磁盘上修改。要覆盖这些修改吗？</translation>
    </message>
    <message>
        <source>Saved the lesson to %1.</source>
        <translation>课程已保存到 %1。</translation>
    </message>
    <message>
        <source>A lesson holds at most %1 scenes.</source>
        <translation>一节课程最多包含 %1 个场景。</translation>
    </message>
    <message>
        <source>The scene was not changed.</source>
        <translation>场景没有改变。</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2</source>
        <translation>无法显示%1：%2</translation>
    </message>
    <message>
        <source>The lesson has no scene to play yet: Lesson ▸ Add scene from current view makes one.</source>
        <translation>课程还没有可播放的场景：用“课程 ▸ 从当前视图添加场景”来创建一个。</translation>
    </message>
</context>
<context>
    <name>LessonDocument</name>
    <message>
        <source>Delete scene %1</source>
        <translation>删除场景 %1</translation>
    </message>
    <message>
        <source>Move scene %1 to %2</source>
        <translation>将场景 %1 移到 %2</translation>
    </message>
    <message>
        <source>Edit the lesson&apos;s title</source>
        <translation>编辑课程标题</translation>
    </message>
    <message>
        <source>Untitled lesson</source>
        <translation>未命名课程</translation>
    </message>
    <message>
        <source>Add scene %1</source>
        <translation>添加场景 %1</translation>
    </message>
    <message>
        <source>Insert scene %1</source>
        <translation>插入场景 %1</translation>
    </message>
    <message>
        <source>Duplicate scene %1</source>
        <translation>复制场景 %1</translation>
    </message>
    <message>
        <source>Rename scene %1</source>
        <translation>重命名场景 %1</translation>
    </message>
    <message>
        <source>Edit the narration of scene %1</source>
        <translation>编辑场景 %1 的讲解词</translation>
    </message>
    <message>
        <source>Edit the notes of scene %1</source>
        <translation>编辑场景 %1 的演讲者备注</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Edit the question of scene %1</source>
        <translation>编辑场景 %1 的问题</translation>
    </message>
    <message>
        <source>Remove the question of scene %1</source>
        <translation>删除场景 %1 的问题</translation>
    </message>
    <message>
        <source>Update scene %1 from the view</source>
        <translation>用当前视图更新场景 %1</translation>
    </message>
</context>
<context>
    <name>LessonPlayer</name>
    <message>
        <source>The lesson has no scenes to play.</source>
        <translation>这节课没有可播放的场景。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>This scene cannot be shown: %1</source>
        <translation>无法显示这个场景：%1</translation>
    </message>
    <message>
        <source>%1 (the figure: %2)</source>
        <translation>%1（数值：%2）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Answer: %1 (%2)</source>
        <translation>答案：%1（%2）</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>没有答案：%1</translation>
    </message>
    <message>
        <source>Predict, then press R for the answer.</source>
        <translation>先预测，再按 R 显示答案。</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <translation>场景 %1：%2</translation>
    </message>
    <message>
        <source>That was the last scene.</source>
        <translation>这是最后一个场景。</translation>
    </message>
    <message>
        <source>Scene %1 of %2 — %3 · %4:%5</source>
        <translation>场景 %1/%2 — %3 · %4:%5</translation>
    </message>
    <message>
        <source>No notes for this scene.</source>
        <translation>这个场景没有备注。</translation>
    </message>
    <message>
        <source>Next scene</source>
        <translation>下一个场景</translation>
    </message>
</context>
<context>
    <name>LessonProgressStrip</name>
    <message>
        <source>Go to scene: %1</source>
        <translation>转到场景：%1</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>场景 %1/%2</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <translation>场景 %1：%2</translation>
    </message>
</context>
<context>
    <name>LessonRecovery</name>
    <message>
        <source>No recovery copy of the unsaved lesson could be written to %1: %2</source>
        <translation>无法将未保存课程的恢复副本写入 %1：%2</translation>
    </message>
    <message>
        <source>NDCG Explorer</source>
        <translation>NDCG Explorer</translation>
    </message>
    <message>
        <source>The lesson recovery file “%1” cannot be recovered: %2.</source>
        <translation>课程恢复文件“%1”无法恢复：%2。</translation>
    </message>
    <message>
        <source>It could not be moved aside either (%1).</source>
        <translation>也无法将它移到一旁（%1）。</translation>
    </message>
    <message>
        <source>It was moved to %1.</source>
        <translation>它已被移到 %1。</translation>
    </message>
    <message>
        <source>Recovered the unsaved lesson “%1”.</source>
        <translation>已恢复未保存的课程“%1”。</translation>
    </message>
    <message>
        <source>Recovered the unsaved lesson “%1”. Its file %2 changed or is gone, so Save will ask where to save it.</source>
        <translation>已恢复未保存的课程“%1”。它的文件 %2 已被修改或已不存在，因此保存时会询问保存位置。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Seed 000: five graded results</source>
        <translation>示例 000：五个带等级的结果</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Copy as TSV</source>
        <translation>复制为 TSV(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected rows (or the whole table) as tab-separated text, for a spreadsheet</source>
        <translation>把选中的行（或整个表格）复制为制表符分隔的文本，可粘贴到电子表格</translation>
    </message>
    <message>
        <source>&amp;Paste grades</source>
        <translation>粘贴等级(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a column or block of grades and labels (tab, comma or space separated)</source>
        <translation>粘贴一列或一块等级和标签（以制表符、逗号或空格分隔）</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>添加行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Insert row</source>
        <translation>插入行(&amp;I)</translation>
    </message>
    <message>
        <source>Dup&amp;licate rows</source>
        <translation>复制行(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Delete rows</source>
        <translation>删除行(&amp;D)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下移(&amp;W)</translation>
    </message>
    <message>
        <source>S&amp;ort into the ideal order</source>
        <translation>排成理想排序(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reverse order</source>
        <translation>倒序(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;huffle</source>
        <translation>随机打乱(&amp;H)</translation>
    </message>
    <message>
        <source>Rese&amp;t ranking</source>
        <translation>重置排序(&amp;T)</translation>
    </message>
    <message>
        <source>Back to the ranking the app opened with</source>
        <translation>恢复到应用打开时的排序</translation>
    </message>
    <message>
        <source>Edit co&amp;nventions…</source>
        <translation>编辑约定(&amp;N)…</translation>
    </message>
    <message>
        <source>%1[*] — NDCG Explorer</source>
        <translation>%1[*] — NDCG Explorer</translation>
    </message>
    <message>
        <source>Evaluate &amp;runs…</source>
        <translation>评估运行结果(&amp;R)…</translation>
    </message>
    <message>
        <source>Compare whole systems: a qrels file and two or more runs, with significance tests</source>
        <translation>比较整个系统：一个 qrels 文件和两个或更多运行结果，并做显著性检验</translation>
    </message>
    <message>
        <source>The worksheet was printed.</source>
        <translation>练习单已打印。</translation>
    </message>
</context>
<context>
    <name>MaskingProxyModel</name>
    <message>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <source>Not computed yet: step on, or reveal it</source>
        <translation>尚未计算：继续下一步，或将其显示出来</translation>
    </message>
</context>
<context>
    <name>Ndcg</name>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a title and what follows it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a title run into its paragraph</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>unretrieved judged item %1</source>
        <translation>未检索到的已标注文档 %1</translation>
    </message>
    <message>
        <source>%1: the grade is not a finite number</source>
        <translation>%1：等级不是有限数</translation>
    </message>
    <message>
        <source>%1: negative grade %2 rejected (negative grades: reject)</source>
        <translation>%1：拒绝负等级 %2（负等级：拒绝）</translation>
    </message>
    <message>
        <source>2^%1 overflows a double: gains, contributions, DCG and IDCG are shown in units of 2^%2 (NDCG is unaffected)</source>
        <translation>2^%1 超出双精度范围：增益、贡献、DCG 和 IDCG 以 2^%2 为单位显示（NDCG 不受影响）</translation>
    </message>
    <message>
        <source>grade %1: 2^g - 1 is not exact in a double past g = 53</source>
        <translation>等级 %1：g 超过 53 后，2^g - 1 在双精度中不再精确</translation>
    </message>
    <message>
        <source>negative grades given gain 0 and left out of the ideal: %1</source>
        <translation>负等级的增益记为 0，且不计入理想排序：%1</translation>
    </message>
    <message>
        <source>k = %1 is beyond the ranking&apos;s %2 items: the ranking&apos;s sum stops at n = %2, the ideal fills k positions</source>
        <translation>k = %1 超出排序的 %2 项：本排序的求和止于 n = %2，理想排序填满 k 个位置</translation>
    </message>
    <message>
        <source>IDCG@%1 = 0 (no item with a positive gain): NDCG is %2 by the zero-IDCG rule</source>
        <translation>IDCG@%1 = 0（没有增益为正的项）：按 IDCG 为零的规则，NDCG 为 %2</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>ERR: grades above the top grade %1 were counted as %1</source>
        <translation>ERR：高于最高等级 %1 的等级按 %1 计</translation>
    </message>
    <message>
        <source>no terms</source>
        <translation>没有项</translation>
    </message>
    <message>
        <source>IDCG = 0: zero-IDCG rule &quot;%1&quot;</source>
        <translation>IDCG = 0：IDCG 为零的规则“%1”</translation>
    </message>
    <message>
        <source>map %1</source>
        <translation>映射 %1</translation>
    </message>
    <message>
        <source>JK 2002: 1 for i &lt; %1, else 1/%2(i)</source>
        <translation>JK 2002：i &lt; %1 时为 1，否则为 1/%2(i)</translation>
    </message>
    <message>
        <source>none (CG)</source>
        <translation>无（CG）</translation>
    </message>
    <message>
        <source>all (%1)</source>
        <translation>全部（%1）</translation>
    </message>
    <message>
        <source>judged pool (1 item)</source>
        <translation>已标注文档集（1 项）</translation>
    </message>
    <message>
        <source>judged pool (%1 items)</source>
        <translation>已标注文档集（%1 项）</translation>
    </message>
    <message>
        <source>ranking only</source>
        <translation>仅本排序</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>disc</source>
        <translation>折损</translation>
    </message>
    <message>
        <source>contrib</source>
        <translation>贡献</translation>
    </message>
    <message>
        <source>DCG</source>
        <translation>DCG</translation>
    </message>
    <message>
        <source>ideal g</source>
        <translation>理想 g</translation>
    </message>
    <message>
        <source>ideal c</source>
        <translation>理想 c</translation>
    </message>
    <message>
        <source>IDCG</source>
        <translation>IDCG</translation>
    </message>
    <message>
        <source>NDCG@i</source>
        <translation>NDCG@i</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>CG@%1 = %2</source>
        <translation>CG@%1 = %2</translation>
    </message>
    <message>
        <source>P@%1 = %2  R@%1 = %3  RR = %4  AP = %5  ERR@%1 = %6  RBP(p=%7) = %8</source>
        <translation>P@%1 = %2  R@%1 = %3  RR = %4  AP = %5  ERR@%1 = %6  RBP(p=%7) = %8</translation>
    </message>
    <message>
        <source>NDCG@%1 range for these grades: worst %2 · random %3 · best %4</source>
        <translation>这些等级的 NDCG@%1 范围：最差 %2 · 随机 %3 · 最好 %4</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>折损</translation>
    </message>
    <message>
        <source>contribution</source>
        <translation>贡献</translation>
    </message>
    <message>
        <source>ideal grade</source>
        <translation>理想等级</translation>
    </message>
    <message>
        <source>any gain and discount</source>
        <translation>任意增益与折损</translation>
    </message>
    <message>
        <source>ideal from the list or the pool (the same here)</source>
        <translation>理想排序来自本排序或已标注文档集（此处相同）</translation>
    </message>
    <message>
        <source>ideal from the judged pool</source>
        <translation>理想排序来自已标注文档集</translation>
    </message>
    <message>
        <source>ideal from the list</source>
        <translation>理想排序来自本排序</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>k = %1–%2</source>
        <translation>k = %1–%2</translation>
    </message>
    <message>
        <source>IDCG = 0, scored %1 by the zero-IDCG rule</source>
        <translation>IDCG = 0，按 IDCG 为零的规则记为 %1</translation>
    </message>
    <message>
        <source>gain linear or exponential (the same for grades 0 and 1)</source>
        <translation>线性或指数增益（等级 0 和 1 时相同）</translation>
    </message>
    <message>
        <source>linear gain g</source>
        <translation>线性增益 g</translation>
    </message>
    <message>
        <source>exponential gain 2^g − 1</source>
        <translation>指数增益 2^g − 1</translation>
    </message>
    <message>
        <source>discount 1/log_b(i+1), any base b (it cancels in NDCG)</source>
        <translation>折损 1/log_b(i+1)，任意底 b（在 NDCG 中约去）</translation>
    </message>
    <message>
        <source>discount 1/log_%1(i+1)</source>
        <translation>折损 1/log_%1(i+1)</translation>
    </message>
    <message>
        <source>Järvelin–Kekäläinen 2002 discount with b = %1</source>
        <translation>Järvelin–Kekäläinen 2002 折损，b = %1</translation>
    </message>
    <message>
        <source>no discount (cumulative gain)</source>
        <translation>无折损（累计增益）</translation>
    </message>
    <message>
        <source>k = %1 (all)</source>
        <translation>k = %1（全部）</translation>
    </message>
    <message>
        <source>k = %1–%2 (all)</source>
        <translation>k = %1–%2（全部）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plain decimal figure such as 0.861 or 86.1%</source>
        <translation>&apos;%1&apos; 不是像 0.861 或 86.1% 这样的普通十进制数值</translation>
    </message>
    <message>
        <source>the figure and its tolerance must be finite, the tolerance &gt;= 0</source>
        <translation>数值及其容差必须是有限数，容差 &gt;= 0</translation>
    </message>
    <message>
        <source>the ranking is empty: there is nothing to reproduce the figure from</source>
        <translation>排序为空：无从复现该数值</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>no convention gives %1 = %2 (%3 tried); the nearest is %4</source>
        <translation>没有约定给出 %1 = %2（已尝试 %3 种）；最接近的是 %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 refuses grade %2 (%3): labels must be integers 0..%4</source>
        <translation>%1 拒绝等级 %2（%3）：标签必须是 0..%4 的整数</translation>
    </message>
    <message>
        <source>gain %1 instead of %2</source>
        <translation>增益 %1 而非 %2</translation>
    </message>
    <message>
        <source>discount %1 instead of %2</source>
        <translation>折损 %1 而非 %2</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%1 而非 %2</translation>
    </message>
    <message>
        <source>ideal from %1 instead of %2</source>
        <translation>理想排序来自 %1 而非 %2</translation>
    </message>
    <message>
        <source>IDCG = 0 scored %1 instead of %2</source>
        <translation>IDCG = 0 记为 %1 而非 %2</translation>
    </message>
    <message>
        <source>tied scores: %1</source>
        <translation>得分并列：%1</translation>
    </message>
    <message>
        <source>items with a negative grade dropped as padding</source>
        <translation>负等级的项被当作填充而丢弃</translation>
    </message>
    <message>
        <source>grades below 1 count as 0</source>
        <translation>低于 1 的等级按 0 计</translation>
    </message>
    <message>
        <source>computed: the row above refused this input</source>
        <translation>已计算：上一行拒绝了此输入</translation>
    </message>
    <message>
        <source>computed: %1</source>
        <translation>已计算：%1</translation>
    </message>
    <message>
        <source>same conventions as the row above</source>
        <translation>约定与上一行相同</translation>
    </message>
    <message>
        <source>same value: the conventions differ only in rules that do not apply here</source>
        <translation>数值相同：约定仅在此处不适用的规则上不同</translation>
    </message>
    <message>
        <source>same value; differs only in: %1</source>
        <translation>数值相同；仅在以下方面不同：%1</translation>
    </message>
    <message>
        <source>same conventions, different value</source>
        <translation>约定相同，数值不同</translation>
    </message>
    <message>
        <source>g (linear)</source>
        <translation>g（线性）</translation>
    </message>
    <message>
        <source>2^g − 1 (exponential)</source>
        <translation>2^g − 1（指数）</translation>
    </message>
    <message>
        <source>a custom map</source>
        <translation>自定义映射</translation>
    </message>
    <message>
        <source>k = all</source>
        <translation>k = 全部</translation>
    </message>
    <message>
        <source>the judged pool</source>
        <translation>已标注文档集</translation>
    </message>
    <message>
        <source>the list only</source>
        <translation>仅本排序</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>增益 %1</translation>
    </message>
    <message>
        <source>discount %1</source>
        <translation>折损 %1</translation>
    </message>
    <message>
        <source>ideal from %1</source>
        <translation>理想排序来自 %1</translation>
    </message>
    <message>
        <source>IDCG = 0 → %1</source>
        <translation>IDCG = 0 → %1</translation>
    </message>
    <message>
        <source>negative grades refused</source>
        <translation>拒绝负等级</translation>
    </message>
    <message>
        <source>integer labels 0..%1</source>
        <translation>整数标签 0..%1</translation>
    </message>
    <message>
        <source>negative labels are padding</source>
        <translation>负标签为填充</translation>
    </message>
    <message>
        <source>ties: %1</source>
        <translation>并列：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 refuses a list of %n item(s): it needs at least %2</source>
        <translation>
            <numerusform>%1 拒绝 %n 项的列表：至少需要 %2 项</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refuses this input: %2</source>
        <translation>%1 拒绝此输入：%2</translation>
    </message>
    <message>
        <source>ties are shuffled at random on every evaluation: the expected value is shown</source>
        <translation>每次评估时并列项被随机打乱：显示的是期望值</translation>
    </message>
    <message>
        <source>tied scores ordered by docno descending; unlabelled items use their position as docno</source>
        <translation>并列得分按 docno 降序排列；无标签的项以其位置作为 docno</translation>
    </message>
    <message>
        <source>IDCG = 0: undefined under this convention</source>
        <translation>IDCG = 0：在此约定下无定义</translation>
    </message>
    <message>
        <source>the cutoff must be a positive integer or 0 for all</source>
        <translation>截断位置必须是正整数，或用 0 表示全部</translation>
    </message>
    <message>
        <source>the reference row</source>
        <translation>参照行</translation>
    </message>
    <message>
        <source>a quoted field is not closed (expected a closing &quot;)</source>
        <translation>带引号的字段没有闭合（缺少结尾的 &quot;）</translation>
    </message>
    <message>
        <source>the file is empty (expected rows of label, grade, score)</source>
        <translation>文件为空（每行应为：标签、等级、得分）</translation>
    </message>
    <message>
        <source>the file is binary, not CSV or TSV text</source>
        <translation>文件是二进制文件，不是 CSV 或 TSV 文本</translation>
    </message>
    <message>
        <source>the line is too long (over %1 characters)</source>
        <translation>行太长（超过 %1 个字符）</translation>
    </message>
    <message>
        <source>the file has no rows (expected rows of label, grade, score)</source>
        <translation>文件没有数据行（每行应为：标签、等级、得分）</translation>
    </message>
    <message>
        <source>the file has a header but no rows</source>
        <translation>文件有表头但没有数据行</translation>
    </message>
    <message>
        <source>the header names no grade column (expected a column named grade, rel or relevance)</source>
        <translation>表头中没有等级列（应有名为 grade、rel 或 relevance 的列）</translation>
    </message>
    <message>
        <source>too few fields: %1 (expected a grade in column %2)</source>
        <translation>字段太少：%1（第 %2 列应为等级）</translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is not a number</source>
        <translation>等级 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>the score &apos;%1&apos; is not a number</source>
        <translation>得分 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>no example named &quot;%1&quot; (known: %2)</source>
        <translation>没有名为“%1”的示例（已有：%2）</translation>
    </message>
    <message>
        <source>cannot read the example: %1</source>
        <translation>无法读取示例：%1</translation>
    </message>
    <message>
        <source>unknown quantity</source>
        <translation>未知的量</translation>
    </message>
    <message>
        <source>gain at %1</source>
        <translation>位置 %1 的增益</translation>
    </message>
    <message>
        <source>log denominator at %1</source>
        <translation>位置 %1 的对数分母</translation>
    </message>
    <message>
        <source>discount at %1</source>
        <translation>位置 %1 的折损</translation>
    </message>
    <message>
        <source>contribution at %1</source>
        <translation>位置 %1 的贡献</translation>
    </message>
    <message>
        <source>ideal gain at %1</source>
        <translation>位置 %1 的理想增益</translation>
    </message>
    <message>
        <source>ideal contribution at %1</source>
        <translation>位置 %1 的理想贡献</translation>
    </message>
    <message>
        <source>gain g</source>
        <translation>增益 g</translation>
    </message>
    <message>
        <source>gain 2^g−1</source>
        <translation>增益 2^g−1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>a sum of rounded terms</source>
        <translation>各项先舍入再求和</translation>
    </message>
    <message>
        <source>a term truncated instead of rounded</source>
        <translation>某项被截断而非舍入</translation>
    </message>
    <message>
        <source>an arithmetic slip</source>
        <translation>算术错误</translation>
    </message>
    <message>
        <source>a wrong logarithm</source>
        <translation>对数算错</translation>
    </message>
    <message>
        <source>carried over from a wrong figure</source>
        <translation>沿用了一个错误的数值</translation>
    </message>
    <message>
        <source>a different list in prose and code</source>
        <translation>文字与代码中的列表不同</translation>
    </message>
    <message>
        <source>the formula and the computation use different conventions</source>
        <translation>公式与计算使用了不同的约定</translation>
    </message>
    <message>
        <source>figures that need different relevance thresholds</source>
        <translation>各数值需要不同的相关性阈值</translation>
    </message>
    <message>
        <source>a claim no convention reproduces</source>
        <translation>没有任何约定能复现的说法</translation>
    </message>
    <message>
        <source>the code does not do what the text says</source>
        <translation>代码与文字所说的不符</translation>
    </message>
    <message>
        <source>the text contradicts itself</source>
        <translation>原文自相矛盾</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, found %1</source>
        <translation>顶层应为 JSON 对象，实际为%1</translation>
    </message>
    <message>
        <source>not an NDCG Explorer scenario: missing field &quot;format&quot; (expected &quot;%1&quot;)</source>
        <translation>不是 NDCG Explorer 场景：缺少字段 &quot;format&quot;（应为 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>not an NDCG Explorer scenario: expected &quot;%1&quot;</source>
        <translation>不是 NDCG Explorer 场景：应为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>this file uses scenario format version %1, newer than version %2 that this NDCG Explorer reads: open it with a newer NDCG Explorer (the file was not changed)</source>
        <translation>此文件使用场景格式版本 %1，比本 NDCG Explorer 能读取的版本 %2 新：请用更新的 NDCG Explorer 打开（文件未被改动）</translation>
    </message>
    <message>
        <source>an object describing the example</source>
        <translation>描述示例的对象</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>the custom gain map is empty</source>
        <translation>自定义增益映射为空</translation>
    </message>
    <message>
        <source>the custom gain map gives grade %1 the negative gain %2</source>
        <translation>自定义增益映射给等级 %1 赋了负增益 %2</translation>
    </message>
    <message>
        <source>the log base must be a number greater than 1, not %1</source>
        <translation>对数底必须是大于 1 的数，而不是 %1</translation>
    </message>
    <message>
        <source>the cutoff k must be at least 1 (or all), not %1</source>
        <translation>截断位置 k 必须至少为 1（或全部），而不是 %1</translation>
    </message>
    <message>
        <source>the relevance threshold must be a finite number</source>
        <translation>相关性阈值必须是有限数</translation>
    </message>
    <message>
        <source>ERR&apos;s top grade must be a number greater than 0, not %1</source>
        <translation>ERR 的最高等级必须是大于 0 的数，而不是 %1</translation>
    </message>
    <message>
        <source>RBP&apos;s persistence p must lie strictly between 0 and 1, not %1</source>
        <translation>RBP 的持续概率 p 必须严格介于 0 和 1 之间，而不是 %1</translation>
    </message>
    <message>
        <source>0 (negative grade: gain 0)</source>
        <translation>0（负等级：增益 0）</translation>
    </message>
    <message>
        <source>%1 (not in the map: linear)</source>
        <translation>%1（不在映射中：线性）</translation>
    </message>
    <message>
        <source>1 (i = %1 &lt; b = %2: no discount)</source>
        <translation>1（i = %1 &lt; b = %2：不折损）</translation>
    </message>
    <message>
        <source>1 (no discount)</source>
        <translation>1（不折损）</translation>
    </message>
    <message>
        <source>Position %1 holds a result of grade %2.</source>
        <translation>位置 %1 上是一个等级为 %2 的结果。</translation>
    </message>
    <message>
        <source>Position %1 holds %2, of grade %3.</source>
        <translation>位置 %1 上是 %2，等级为 %3。</translation>
    </message>
    <message>
        <source>Position %1: grade %2 gives gain %3, discounted by %4 to %5; DCG@%1 = %6.</source>
        <translation>位置 %1：等级 %2 给出增益 %3，乘以折损 %4 得 %5；DCG@%1 = %6。</translation>
    </message>
    <message>
        <source>Linear gain: the gain is the grade itself, %1.</source>
        <translation>线性增益：增益就是等级本身，即 %1。</translation>
    </message>
    <message>
        <source>Exponential gain: 2 to the power of the grade, minus 1, is %1.</source>
        <translation>指数增益：2 的等级次方减 1，即 %1。</translation>
    </message>
    <message>
        <source>The gain map turns grade %1 into gain %2.</source>
        <translation>增益映射把等级 %1 变为增益 %2。</translation>
    </message>
    <message>
        <source>No discount: position %1 counts in full.</source>
        <translation>不折损：位置 %1 全额计入。</translation>
    </message>
    <message>
        <source>Position %1 is discounted: its gain is multiplied by %2.</source>
        <translation>位置 %1 要折损：其增益乘以 %2。</translation>
    </message>
    <message>
        <source>Gain times discount: position %1 contributes %2.</source>
        <translation>增益乘以折损：位置 %1 贡献 %2。</translation>
    </message>
    <message>
        <source>Adding it to the running sum: DCG@%1 = %2.</source>
        <translation>加到累计和上：DCG@%1 = %2。</translation>
    </message>
    <message numerus="yes">
        <source>The ranking has only %n result(s), so the sum stops there: DCG@%1 = %2.</source>
        <translation>
            <numerusform>本排序只有 %n 个结果，求和到此为止：DCG@%1 = %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sum of the %1 contributions: DCG@%1 = %2.</source>
        <translation>%1 项贡献之和：DCG@%1 = %2。</translation>
    </message>
    <message>
        <source>ideal order</source>
        <translation>理想排序</translation>
    </message>
    <message>
        <source>Ideal position %1 holds grade %2: gain %3 × %4 = %5; IDCG@%1 = %6.</source>
        <translation>理想位置 %1 上是等级 %2：增益 %3 × %4 = %5；IDCG@%1 = %6。</translation>
    </message>
    <message>
        <source>The best possible DCG@%1: IDCG@%1 = %2.</source>
        <translation>最大可能的 DCG@%1：IDCG@%1 = %2。</translation>
    </message>
    <message>
        <source>NDCG@%1 = DCG@%1 / IDCG@%1 = %2: the ranking reaches %3% of the best possible.</source>
        <translation>NDCG@%1 = DCG@%1 / IDCG@%1 = %2：本排序达到了最大可能值的 %3%。</translation>
    </message>
    <message>
        <source>IDCG@%1 = 0: there is nothing to normalise by, and the zero-IDCG rule gives NDCG@%1 = %2.</source>
        <translation>IDCG@%1 = 0：没有可用来归一化的值，按 IDCG 为零的规则 NDCG@%1 = %2。</translation>
    </message>
    <message>
        <source>the swap matrix is limited to %1 ranked items; this ranking has %2</source>
        <translation>交换矩阵最多支持 %1 个已排序的项；本排序有 %2 项</translation>
    </message>
    <message>
        <source>position %1: the score is not a finite number</source>
        <translation>位置 %1：得分不是有限数</translation>
    </message>
    <message>
        <source>%1 of %2 items have a score: give a score to every item or to none</source>
        <translation>%2 项中有 %1 项有得分：要么每项都给得分，要么都不给</translation>
    </message>
    <message>
        <source>the order as listed</source>
        <translation>按列出的顺序</translation>
    </message>
    <message>
        <source>score descending, tied items in the order listed</source>
        <translation>得分降序，并列项按列出的顺序</translation>
    </message>
    <message>
        <source>score descending, tied items by docno descending (trec_eval)</source>
        <translation>得分降序，并列项按 docno 降序（trec_eval）</translation>
    </message>
    <message>
        <source>score descending, tied items best first</source>
        <translation>得分降序，并列项中最好的在前</translation>
    </message>
    <message>
        <source>score descending, tied items worst first</source>
        <translation>得分降序，并列项中最差的在前</translation>
    </message>
    <message>
        <source>score descending, tied items&apos; gains averaged (scikit-learn)</source>
        <translation>得分降序，并列项的增益取平均（scikit-learn）</translation>
    </message>
    <message>
        <source>score descending, tied items shuffled at random (expected value shown)</source>
        <translation>得分降序，并列项随机打乱（显示期望值）</translation>
    </message>
    <message>
        <source>%1: invalid value &apos;%2&apos;: %3</source>
        <translation>%1：无效的值 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (expected one of %2)</source>
        <translation>未知字段“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>missing field &quot;%1&quot; (%2)</source>
        <translation>缺少字段“%1”（%2）</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>应为有限数</translation>
    </message>
    <message>
        <source>an integer of at least %1</source>
        <translation>至少为 %1 的整数</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>以下之一：%1</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected %2)</source>
        <translation>未知的值“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>an object with &quot;en&quot; and &quot;zh_CN&quot; texts</source>
        <translation>含 &quot;en&quot; 和 &quot;zh_CN&quot; 文本的对象</translation>
    </message>
    <message>
        <source>an object with every convention</source>
        <translation>包含每项约定的对象</translation>
    </message>
    <message>
        <source>an object mapping grades to gains, e.g. {&quot;1&quot;: 3, &quot;2&quot;: 9}</source>
        <translation>把等级映射到增益的对象，如 {&quot;1&quot;: 3, &quot;2&quot;: 9}</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is not a grade (a number)</source>
        <translation>键“%1”不是等级（数字）</translation>
    </message>
    <message>
        <source>a positive integer or &quot;all&quot;</source>
        <translation>正整数或 &quot;all&quot;</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>数字或 null</translation>
    </message>
    <message>
        <source>an item object such as {&quot;grade&quot;: 2, &quot;label&quot;: &quot;d1&quot;}</source>
        <translation>项对象，如 {&quot;grade&quot;: 2, &quot;label&quot;: &quot;d1&quot;}</translation>
    </message>
    <message>
        <source>grade %1 is out of range (expected a number from %2 to %3)</source>
        <translation>等级 %1 超出范围（应为 %2 到 %3 之间的数）</translation>
    </message>
    <message>
        <source>grade %1 is out of range: negative grades are rejected by the setting negativeGrades = &quot;reject&quot;</source>
        <translation>等级 %1 超出范围：设置 negativeGrades = &quot;reject&quot; 拒绝负等级</translation>
    </message>
    <message>
        <source>a ranking object with &quot;items&quot;</source>
        <translation>含 &quot;items&quot; 的排序对象</translation>
    </message>
    <message>
        <source>an array of items</source>
        <translation>项的数组</translation>
    </message>
    <message>
        <source>a figure object</source>
        <translation>数值对象</translation>
    </message>
    <message>
        <source>the figure is about ranking B, but the scenario has no &quot;rankingB&quot;</source>
        <translation>该数值属于排序 B，但场景中没有 &quot;rankingB&quot;</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected A or B)</source>
        <translation>未知的值“%1”（应为 A 或 B）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a per-position quantity: remove &quot;position&quot;</source>
        <translation>“%1”不是逐位置的量：请删除 &quot;position&quot;</translation>
    </message>
    <message>
        <source>a figure can name linear or exponential gain, not custom</source>
        <translation>数值只能指明线性或指数增益，不能是自定义映射</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a decimal number as a text prints it (e.g. &quot;9.26&quot; or &quot;81.96%&quot;)</source>
        <translation>“%1”不是原文印出的十进制数（如 &quot;9.26&quot; 或 &quot;81.96%&quot;）</translation>
    </message>
    <message>
        <source>a note object</source>
        <translation>注释对象</translation>
    </message>
    <message>
        <source>an array of figures</source>
        <translation>数值的数组</translation>
    </message>
    <message>
        <source>an array of notes</source>
        <translation>注释的数组</translation>
    </message>
    <message>
        <source>trec_eval cannot compute a query whose judgments are all negative: it stops with &quot;Can&apos;t calculate measure &apos;%1&apos;&quot; (exit status 4)</source>
        <translation>trec_eval 无法计算相关性判断全为负的查询：它以 &quot;Can&apos;t calculate measure &apos;%1&apos;&quot; 停止（退出状态 4）</translation>
    </message>
    <message>
        <source>%1 refuses grade %2 (%3): its Qrels store grades as 64-bit integers</source>
        <translation>%1 拒绝等级 %2（%3）：它的 Qrels 以 64 位整数存储等级</translation>
    </message>
    <message>
        <source>%1 refuses grade %2 (%3): relevance labels cannot be negative</source>
        <translation>%1 拒绝等级 %2（%3）：相关性标签不能为负</translation>
    </message>
    <message>
        <source>%1 cannot score grade %2 (%3): its table of gains cannot grow to that label</source>
        <translation>%1 无法为等级 %2（%3）计分：它的增益表无法扩展到该标签</translation>
    </message>
    <message>
        <source>fractional grades cut to integers</source>
        <translation>小数等级截断为整数</translation>
    </message>
    <message>
        <source>gains of labels &gt;= 32 wrap around in 32-bit Java int</source>
        <translation>标签 &gt;= 32 的增益在 32 位 Java int 中回绕</translation>
    </message>
    <message>
        <source>grades read with atol() (fractions cut off), a query with only negative grades not computed</source>
        <translation>等级用 atol() 读取（舍去小数部分），只有负等级的查询不计算</translation>
    </message>
    <message>
        <source>grades cut to integers (ranx Qrels; plain dicts keep fractions), below 1 count as 0</source>
        <translation>等级截断为整数（ranx 的 Qrels；普通 dict 保留小数），小于 1 的按 0 计</translation>
    </message>
    <message>
        <source>labels &gt;= 0 read as int, gain (1 &lt;&lt; label) − 1 in 32-bit Java int (31 gives 2^31 − 1, 32 gives 0), the ideal sorted by label</source>
        <translation>标签 &gt;= 0 按 int 读取，增益为 32 位 Java int 中的 (1 &lt;&lt; label) − 1（31 得 2^31 − 1，32 得 0），理想排序按标签排序</translation>
    </message>
    <message>
        <source>as XGBoost ≥ 2.0 (1.7 accepted fractional, negative and &gt; 31 labels)</source>
        <translation>按 XGBoost ≥ 2.0（1.7 接受小数、负数和大于 31 的标签）</translation>
    </message>
    <message>
        <source>trec_eval reads grades with atol(): %1 is read as %2 (ndcg-cli eval refuses such grades unless --trec-grades)</source>
        <translation>trec_eval 用 atol() 读取等级：%1 读作 %2（ndcg-cli eval 拒绝这样的等级，除非使用 --trec-grades）</translation>
    </message>
    <message>
        <source>score descending by numba&apos;s quicksort (ranx): tied items as listed up to 15 items, in the order its partitions leave them from 16 on</source>
        <translation>按得分降序，用 numba 的快速排序（ranx）：不超过 15 项时并列项按列出顺序，从 16 项起按其划分留下的顺序</translation>
    </message>
    <message>
        <source>gains up to %1 would overflow the sums: gains, contributions, DCG and IDCG are shown in units of 2^%2 (NDCG is unaffected)</source>
        <translation>高达 %1 的增益会使求和溢出：增益、贡献、DCG 和 IDCG 以 2^%2 为单位显示（NDCG 不受影响）</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the limit for a scenario file</source>
        <translation>文件大于 %1 MB，这是场景文件的上限</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the limit for a lesson file</source>
        <translation>文件大于 %1 MB，这是课程文件的上限</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the limit for a CSV or TSV file</source>
        <translation>文件大于 %1 MB，这是 CSV 或 TSV 文件的上限</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>%1 items: more than the limit of %2 items in a ranking</source>
        <translation>%1 项：超过了一个排序最多 %2 项的上限</translation>
    </message>
    <message>
        <source>the label is %1 characters long, more than the limit of %2 characters</source>
        <translation>标签长 %1 个字符，超过了 %2 个字符的上限</translation>
    </message>
    <message>
        <source>saved, the scenario would take %1 MB, more than the limit of %2 MB for a scenario file: shorten its labels or remove items</source>
        <translation>保存后场景将占 %1 MB，超过了场景文件 %2 MB 的上限：请缩短标签或删除一些项</translation>
    </message>
    <message>
        <source>the file is %1; save it as UTF-8</source>
        <translation>文件是 %1 编码；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>the file starts with a second byte-order mark (U+FEFF); one at most is allowed</source>
        <translation>文件开头有第二个字节顺序标记（U+FEFF）；最多只允许一个</translation>
    </message>
    <message>
        <source>a control character (U+%1) inside a string: JSON writes it as an escape, \u%2</source>
        <translation>字符串中有控制字符（U+%1）：JSON 须将其写成转义序列 \u%2</translation>
    </message>
    <message>
        <source>a lone surrogate escape \u%1 (expected a pair such as \ud83d\ude00, or the character itself)</source>
        <translation>孤立的代理项转义 \u%1（应为成对的转义，如 \ud83d\ude00，或直接写出该字符）</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object (first at line %2, column %3): which one is meant?</source>
        <translation>键“%1”在同一个对象中出现了两次（第一次在第 %2 行第 %3 列）：应以哪一个为准？</translation>
    </message>
    <message>
        <source>The gain is %1 in units of 2^%2, so that the sums stay finite.</source>
        <translation>增益为 %1，以 2^%2 为单位，使求和保持有限。</translation>
    </message>
    <message>
        <source>IDCG@%1 = 0 (no item with a positive gain): NDCG is undefined by the zero-IDCG rule</source>
        <translation>IDCG@%1 = 0（没有增益为正的项）：按 IDCG 为零时的规则，NDCG 无定义</translation>
    </message>
    <message>
        <source>Gain %1</source>
        <translation>增益 %1</translation>
    </message>
    <message>
        <source>Discount %1</source>
        <translation>折损 %1</translation>
    </message>
    <message>
        <source>Ideal: %1</source>
        <translation>理想排序：%1</translation>
    </message>
    <message>
        <source>if IDCG = 0: NDCG = %1</source>
        <translation>若 IDCG = 0：NDCG = %1</translation>
    </message>
    <message>
        <source>relevant: g ≥ %1</source>
        <translation>相关：g ≥ %1</translation>
    </message>
    <message>
        <source>negative grades: gain 0</source>
        <translation>负等级：增益为 0</translation>
    </message>
    <message>
        <source>ERR top grade %1</source>
        <translation>ERR 最高等级 %1</translation>
    </message>
    <message>
        <source>RBP p = %1</source>
        <translation>RBP p = %1</translation>
    </message>
    <message>
        <source>IDCG = 0: NDCG is taken as 0 (trec_eval, scikit-learn)</source>
        <translation>IDCG = 0：NDCG 取 0（trec_eval、scikit-learn）</translation>
    </message>
    <message>
        <source>IDCG = 0: NDCG is taken as 1 (LightGBM, XGBoost)</source>
        <translation>IDCG = 0：NDCG 取 1（LightGBM、XGBoost）</translation>
    </message>
    <message>
        <source>IDCG = 0: NDCG is undefined</source>
        <translation>IDCG = 0：NDCG 无定义</translation>
    </message>
    <message numerus="yes">
        <source>%n convention(s) (gives|give) %1 = %2</source>
        <translation>
            <numerusform>%n 种约定给出 %1 = %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: position %2 does not exist (the table has %n row(s))</source>
        <translation>
            <numerusform>%1：位置 %2 不存在（表格共 %n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>The ideal ordering sorts the whole judged pool by gain, highest first: %1 and %2.</source>
        <translation>理想排序把整个已标注文档集按增益从高到低排列：%1，%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n ranked item(s) (moves|move)</source>
        <translation>
            <numerusform>%n 个已排序的项移动位置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judged item(s) the system missed (comes|come) in</source>
        <translation>
            <numerusform>另有 %n 个系统漏掉的已标注文档加入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The ideal ordering sorts the grades by gain, highest first: %n item(s) (moves|move).</source>
        <translation>
            <numerusform>理想排序把这些等级按增益从高到低排列：%n 项移动位置。</numerusform>
        </translation>
    </message>
    <message>
        <source>scene %1</source>
        <translation>场景 %1</translation>
    </message>
    <message>
        <source>scene %1 (“%2”)</source>
        <translation>场景 %1（“%2”）</translation>
    </message>
    <message>
        <source>NDCG@%1 is undefined here: IDCG@%1 = 0 under “undefined”</source>
        <translation>这里 NDCG@%1 没有定义：在“undefined”规则下 IDCG@%1 = 0</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be predicted in a lesson</source>
        <translation>课程中不能预测“%1”</translation>
    </message>
    <message>
        <source>%1 is a per-position quantity: give its position</source>
        <translation>%1 是按位置的量：请给出位置</translation>
    </message>
    <message>
        <source>give either a position or k for %1, not both</source>
        <translation>%1 只能给出位置或 k 之一，不能两者都给</translation>
    </message>
    <message numerus="yes">
        <source>position %1 is beyond the ranking (the table has %n row(s))</source>
        <translation>
            <numerusform>位置 %1 超出了排序（表格共 %n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>the gains are too large to predict (beyond a double)</source>
        <translation>增益太大，无法预测（超出 double 的范围）</translation>
    </message>
    <message>
        <source>the scenario has no ranking B to compare with A</source>
        <translation>场景中没有可与 A 比较的排序 B</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>一样好</translation>
    </message>
    <message>
        <source>a best-swap question needs at least two swaps to choose from</source>
        <translation>“最佳交换”问题至少需要两个可选的交换</translation>
    </message>
    <message numerus="yes">
        <source>the swap %1 ↔ %2 is beyond the ranking of %n item(s)</source>
        <translation>
            <numerusform>交换 %1 ↔ %2 超出了 %n 项的排序</numerusform>
        </translation>
    </message>
    <message>
        <source>the swap %1 ↔ %2 does not move anything</source>
        <translation>交换 %1 ↔ %2 什么也没有移动</translation>
    </message>
    <message>
        <source>the swap %1 ↔ %2 is offered twice</source>
        <translation>交换 %1 ↔ %2 出现了两次</translation>
    </message>
    <message>
        <source>no swap offered raises NDCG@%1 here</source>
        <translation>这里给出的交换都不能提高 NDCG@%1</translation>
    </message>
    <message>
        <source>swap %1 ↔ %2</source>
        <translation>交换 %1 ↔ %2</translation>
    </message>
    <message>
        <source>unknown library &quot;%1&quot; (expected one of %2)</source>
        <translation>未知的程序库“%1”（应为 %2 之一）</translation>
    </message>
    <message>
        <source>a library is offered twice</source>
        <translation>有程序库出现了两次</translation>
    </message>
    <message>
        <source>the library that gives the figure, %1, is not among the choices</source>
        <translation>给出该数值的程序库 %1 不在选项之中</translation>
    </message>
    <message>
        <source>a which-convention question needs at least two libraries to choose from</source>
        <translation>“哪种约定”问题至少需要两个可选的程序库</translation>
    </message>
    <message>
        <source>%1 gives no NDCG for this ranking%2</source>
        <translation>%1 对这个排序不给出 NDCG%2</translation>
    </message>
    <message>
        <source>a better-system question needs the runs view or a query of the runs sample</source>
        <translation>“哪个系统更好”问题需要运行结果视图，或运行结果示例中的一个查询</translation>
    </message>
    <message>
        <source>unknown measure &quot;%1&quot; (expected one of %2)</source>
        <translation>未知的指标“%1”（应为 %2 之一）</translation>
    </message>
    <message>
        <source>A (bm25)</source>
        <translation>A（bm25）</translation>
    </message>
    <message>
        <source>B (rerank)</source>
        <translation>B（rerank）</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>没有显著差异</translation>
    </message>
    <message>
        <source>the text is %1 characters long, more than the limit of %2 characters</source>
        <translation>文本长 %1 个字符，超过了 %2 个字符的上限</translation>
    </message>
    <message>
        <source>an array of names</source>
        <translation>名称数组</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>“%1”列出了两次</translation>
    </message>
    <message>
        <source>missing the scenario: give &quot;example&quot;, &quot;scenario&quot; or &quot;runsQuery&quot;</source>
        <translation>缺少场景：请给出“example”“scenario”或“runsQuery”</translation>
    </message>
    <message>
        <source>give only one of &quot;example&quot;, &quot;scenario&quot; and &quot;runsQuery&quot;</source>
        <translation>“example”“scenario”“runsQuery”只能给出其中一个</translation>
    </message>
    <message>
        <source>unknown example &quot;%1&quot; (the bundled examples: %2)</source>
        <translation>未知的示例“%1”（内置示例：%2）</translation>
    </message>
    <message>
        <source>the runs sample has no query &quot;%1&quot; (its queries: %2)</source>
        <translation>运行结果示例中没有查询“%1”（其查询：%2）</translation>
    </message>
    <message>
        <source>a scenario object, as in a scenario file</source>
        <translation>场景对象，与场景文件中的相同</translation>
    </message>
    <message>
        <source>an object saying what the scene shows</source>
        <translation>说明场景显示内容的对象</translation>
    </message>
    <message>
        <source>&quot;coarseSteps&quot; needs a &quot;step&quot;</source>
        <translation>“coarseSteps”需要同时给出“step”</translation>
    </message>
    <message>
        <source>an array of cells</source>
        <translation>单元格数组</translation>
    </message>
    <message>
        <source>a cell such as {&quot;position&quot;: 2, &quot;quantity&quot;: &quot;gain&quot;}</source>
        <translation>单元格，例如 {&quot;position&quot;: 2, &quot;quantity&quot;: &quot;gain&quot;}</translation>
    </message>
    <message>
        <source>this cell is listed twice</source>
        <translation>这个单元格列出了两次</translation>
    </message>
    <message>
        <source>zoom %1 is not one of 1, 1.25, 1.5, …, 2.5</source>
        <translation>缩放 %1 不是 1、1.25、1.5、…、2.5 之一</translation>
    </message>
    <message>
        <source>expected a number of at least 0, found %1</source>
        <translation>应为不小于 0 的数，实际为 %1</translation>
    </message>
    <message>
        <source>an array of pairs of positions such as [[1, 3], [2, 5]]</source>
        <translation>位置对的数组，例如 [[1, 3], [2, 5]]</translation>
    </message>
    <message>
        <source>expected a pair of positions such as [2, 5]</source>
        <translation>应为一对位置，例如 [2, 5]</translation>
    </message>
    <message>
        <source>an array of library names such as [&quot;trec_eval&quot;, &quot;LightGBM&quot;]</source>
        <translation>程序库名称的数组，例如 [&quot;trec_eval&quot;, &quot;LightGBM&quot;]</translation>
    </message>
    <message>
        <source>not an NDCG Explorer lesson: missing field &quot;format&quot; (expected &quot;%1&quot;)</source>
        <translation>不是 NDCG Explorer 课程：缺少字段“format”（应为“%1”）</translation>
    </message>
    <message>
        <source>this is a scenario, not a lesson: open it with File ▸ Open</source>
        <translation>这是场景，不是课程：请用“文件 ▸ 打开”打开它</translation>
    </message>
    <message>
        <source>not an NDCG Explorer lesson: expected &quot;%1&quot;</source>
        <translation>不是 NDCG Explorer 课程：应为“%1”</translation>
    </message>
    <message>
        <source>lesson format version %1 is newer than this NDCG Explorer reads (%2): open it with a newer NDCG Explorer (the file was not changed)</source>
        <translation>课程格式版本 %1 比本 NDCG Explorer 能读取的版本（%2）更新：请用更新的 NDCG Explorer 打开（文件未被修改）</translation>
    </message>
    <message>
        <source>an array of scenes</source>
        <translation>场景数组</translation>
    </message>
    <message>
        <source>%1 scenes: more than the limit of %2 scenes in a lesson</source>
        <translation>%1 个场景：超过了一个课程 %2 个场景的上限</translation>
    </message>
    <message>
        <source>a scene object</source>
        <translation>场景对象</translation>
    </message>
    <message>
        <source>the two-rankings view needs a scenario with ranking B</source>
        <translation>双排序视图需要带排序 B 的场景</translation>
    </message>
    <message>
        <source>a question object</source>
        <translation>问题对象</translation>
    </message>
    <message>
        <source>the question is about ranking B, but the scenario has no ranking B</source>
        <translation>问题针对排序 B，但场景中没有排序 B</translation>
    </message>
    <message>
        <source>unknown lesson &quot;%1&quot; (the bundled lessons: %2)</source>
        <translation>未知的课程“%1”（内置课程：%2）</translation>
    </message>
    <message>
        <source>the bundled lesson &quot;%1&quot; is missing from this build</source>
        <translation>此版本中缺少内置课程“%1”</translation>
    </message>
    <message>
        <source>the scene has no scenario: give an example, a scenario or a runs query</source>
        <translation>场景没有数据：请给出示例、场景或运行结果中的查询</translation>
    </message>
    <message>
        <source>the scene has more than one scenario: give only one of an example, a scenario and a runs query</source>
        <translation>场景的数据来源不止一个：示例、场景和运行结果中的查询只能给出其中一个</translation>
    </message>
    <message>
        <source>the scene has no question</source>
        <translation>场景没有问题</translation>
    </message>
</context>
<context>
    <name>Ndcg::Trec</name>
    <message>
        <source>-m %1.%2: cutoff &apos;%3&apos; is not a number</source>
        <translation>-m %1.%2：截断位置 &apos;%3&apos; 不是数字</translation>
    </message>
    <message>
        <source>-m %1.%2: cutoffs must be positive integers</source>
        <translation>-m %1.%2：截断位置必须是正整数</translation>
    </message>
    <message>
        <source>-m %1.%2: a cutoff is given twice</source>
        <translation>-m %1.%2：某个截断位置给了两次</translation>
    </message>
    <message>
        <source>-m ndcg.%1: expected grade=gain pairs like 1=3,2=9, found &apos;%2&apos;</source>
        <translation>-m ndcg.%1：应为形如 1=3,2=9 的“等级=增益”对，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>-m ndcg.%1: &apos;%2&apos; is not a grade (an integer &gt;= 0)</source>
        <translation>-m ndcg.%1：&apos;%2&apos; 不是等级（&gt;= 0 的整数）</translation>
    </message>
    <message>
        <source>-m ndcg.%1: gain &apos;%2&apos; is not a number</source>
        <translation>-m ndcg.%1：增益 &apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <source>the file is empty: expected lines &apos;qid Q0 docno rank score tag&apos;</source>
        <translation>文件为空：应为 &apos;qid Q0 docno rank score tag&apos; 格式的行</translation>
    </message>
    <message>
        <source>-m %1: parameters expected after &apos;.&apos;</source>
        <translation>-m %1：&apos;.&apos; 之后应有参数</translation>
    </message>
    <message>
        <source>-m %1: a set of measures takes no parameters</source>
        <translation>-m %1：指标集不接受参数</translation>
    </message>
    <message>
        <source>-m %1: %2 takes no parameters</source>
        <translation>-m %1：%2 不接受参数</translation>
    </message>
    <message>
        <source>-m %1: unsupported measure &apos;%2&apos; (supported: %3)</source>
        <translation>-m %1：不支持的指标 &apos;%2&apos;（支持：%3）</translation>
    </message>
    <message>
        <source>no query of the run has judgments in %1</source>
        <translation>运行结果中没有任何查询在 %1 中有相关性判断</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; has no judgments in %2</source>
        <translation>查询 &apos;%1&apos; 在 %2 中没有相关性判断</translation>
    </message>
    <message>
        <source>unexpected binary data (byte 0x%1 in column %2): not a text file</source>
        <translation>意外的二进制数据（第 %2 列的字节 0x%1）：不是文本文件</translation>
    </message>
    <message>
        <source>line longer than %1 bytes: not a TREC file</source>
        <translation>行长超过 %1 字节：不是 TREC 文件</translation>
    </message>
    <message>
        <source>docno &apos;%1&apos; occurs twice in query &apos;%2&apos; (first on line %3)</source>
        <translation>docno &apos;%1&apos; 在查询 &apos;%2&apos; 中出现两次（首次在第 %3 行）</translation>
    </message>
    <message>
        <source>cannot open the run file: %1</source>
        <translation>无法打开运行结果文件：%1</translation>
    </message>
    <message>
        <source>cannot read the run file: %1</source>
        <translation>无法读取运行结果文件：%1</translation>
    </message>
    <message>
        <source>cannot open the qrels file: %1</source>
        <translation>无法打开 qrels 文件：%1</translation>
    </message>
    <message>
        <source>cannot read the qrels file: %1</source>
        <translation>无法读取 qrels 文件：%1</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docno grade&apos;, found %1</source>
        <translation>应为 4 个字段 &apos;qid iter docno grade&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docno grade&apos;, found more</source>
        <translation>应为 4 个字段 &apos;qid iter docno grade&apos;，实际更多</translation>
    </message>
    <message>
        <source>too many judgments</source>
        <translation>相关性判断太多</translation>
    </message>
    <message>
        <source>docno &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation>docno &apos;%1&apos; 在查询 &apos;%2&apos; 中被判断了两次（首次在第 %3 行）</translation>
    </message>
    <message>
        <source>the file is empty: expected lines &apos;qid iter docno grade&apos;</source>
        <translation>文件为空：应为 &apos;qid iter docno grade&apos; 格式的行</translation>
    </message>
    <message>
        <source>expected 6 fields &apos;qid Q0 docno rank score tag&apos;, found %1</source>
        <translation>应为 6 个字段 &apos;qid Q0 docno rank score tag&apos;，实际为 %1 个</translation>
    </message>
    <message>
        <source>expected a number as the score, found &apos;%1&apos;</source>
        <translation>得分应为数字，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>every judgment of query &apos;%1&apos; is below -1: trec_eval crashes on such a query once another has been evaluated (it clears a table of negative size), so there is no number to match</source>
        <translation>查询 &apos;%1&apos; 的每个相关性判断都小于 -1：一旦已评估过其他查询，trec_eval 遇到这种查询会崩溃（它清空一个大小为负的表），因此没有可对照的数值</translation>
    </message>
    <message>
        <source>every judgment of query &apos;%1&apos; is negative: trec_eval cannot compute it and stops with &quot;Can&apos;t calculate measure &apos;%2&apos;&quot; (exit status 4)</source>
        <translation>查询 &apos;%1&apos; 的每个相关性判断都为负：trec_eval 无法计算它，以 &quot;Can&apos;t calculate measure &apos;%2&apos;&quot; 停止（退出状态 4）</translation>
    </message>
    <message>
        <source>expected an integer grade, found &apos;%1&apos; (trec_eval would read it as %2)</source>
        <translation>应为整数等级，但读到 &apos;%1&apos;（trec_eval 会将其读作 %2）</translation>
    </message>
    <message>
        <source>cannot read the qrels file: not enough memory for %1 MB</source>
        <translation>无法读取 qrels 文件：内存不足以容纳 %1 MB</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p（Holm）</translation>
    </message>
    <message>
        <source>p (uncorrected)</source>
        <translation>p（未校正）</translation>
    </message>
    <message>
        <source>%n runs on %1 queries of %2 (every query of the qrels, -c); baseline %3</source>
        <translation>%n 个运行结果，%2 的 %1 个查询（qrels 中的每个查询，-c）；基线 %3</translation>
    </message>
    <message>
        <source>%n runs on %1 of %2 judged queries of %3 (those every run has); baseline %4</source>
        <translation>%n 个运行结果，%3 的 %2 个已标注查询中的 %1 个（每个运行结果都有的查询）；基线 %4</translation>
    </message>
    <message>
        <source>%n runs on %1 judged queries of %2; baseline %3</source>
        <translation>%n 个运行结果，%2 的 %1 个已标注查询；基线 %3</translation>
    </message>
    <message>
        <source>%1 intervals of the mean difference: percentile bootstrap, %2 resamples, seed %3.</source>
        <translation>平均差值的 %1 区间：百分位 bootstrap，%2 次重抽样，种子 %3。</translation>
    </message>
    <message>
        <source>measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行结果</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>%1 interval</source>
        <translation>%1 区间</translation>
    </message>
    <message>
        <source>wins/ties/losses</source>
        <translation>胜/平/负</translation>
    </message>
    <message>
        <source>Differences from the baseline %1 (run − baseline, per query):</source>
        <translation>与基线 %1 的差值（运行结果 − 基线，按查询）：</translation>
    </message>
    <message>
        <source>Per query: %1</source>
        <translation>按查询：%1</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>Wilcoxon signed-rank test (zero differences dropped)</source>
        <translation>Wilcoxon 符号秩检验（去掉零差值）</translation>
    </message>
    <message>
        <source>randomization test (exact: all %1 sign patterns)</source>
        <translation>随机化检验（精确：全部 %1 种符号组合）</translation>
    </message>
    <message>
        <source>randomization test (%1 random sign patterns, seed %2)</source>
        <translation>随机化检验（%1 种随机符号组合，种子 %2）</translation>
    </message>
    <message>
        <source>%1 significantly higher, %2 significantly lower than the baseline %3: %4, two-sided, p &lt; %5</source>
        <translation>%1 显著高于、%2 显著低于基线 %3：%4，双侧，p &lt; %5</translation>
    </message>
    <message>
        <source> after Holm–Bonferroni correction over the %n runs compared with it, for each measure</source>
        <translation>，经对与之比较的 %n 个运行结果按指标分别做 Holm–Bonferroni 校正</translation>
    </message>
    <message>
        <source> without correction for the %n runs compared with it</source>
        <translation>，未对与之比较的 %n 个运行结果做校正</translation>
    </message>
    <message>
        <source>%1 is given twice (as runs %2 and %3): compare a run with another</source>
        <translation>%1 给出了两次（作为第 %2 和第 %3 个运行结果）：请将一个运行结果与另一个比较</translation>
    </message>
    <message>
        <source>%1 and %2 are the same file (runs %3 and %4): compare a run with another</source>
        <translation>%1 和 %2 是同一个文件（第 %3 和第 %4 个运行结果）：请将一个运行结果与另一个比较</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（第 %2 个运行结果）</translation>
    </message>
    <message>
        <source>expected two or more runs and one of them as the baseline</source>
        <translation>应为两个或更多运行结果，其中一个作为基线</translation>
    </message>
    <message>
        <source>-m: no measure with a value per query (runid and num_q have none)</source>
        <translation>-m：没有按查询取值的指标（runid 和 num_q 没有）</translation>
    </message>
    <message>
        <source>no judged query is in every run; -c compares every query of %1, counting a query a run lacks as 0</source>
        <translation>没有哪个已标注查询是每个运行结果都有的；-c 会比较 %1 中的每个查询，运行结果缺少的查询记为 0</translation>
    </message>
    <message>
        <source>%1 lacks %n quer(y|ies) of %2 (%3): each scores as an empty ranking, 0 (-c)</source>
        <translation>%1 缺少 %2 的 %n 个查询（%3）：每个都按空排序计为 0（-c）</translation>
    </message>
    <message>
        <source>%1 lacks %n judged quer(y|ies) that other runs have (%2): (it is|they are) left out for every run; -c counts (it|them) as 0 instead</source>
        <translation>%1 缺少其他运行结果有的 %n 个已标注查询（%2）：它们对所有运行结果都不计入；-c 则将其记为 0</translation>
    </message>
    <message>
        <source>the runs sample could not be copied to %1</source>
        <translation>无法将运行结果示例复制到 %1</translation>
    </message>
    <message>
        <source>the runs sample has no query &quot;%1&quot; (its queries: %2)</source>
        <translation>运行结果示例中没有查询“%1”（其查询：%2）</translation>
    </message>
</context>
<context>
    <name>NdcgChart</name>
    <message>
        <source>NDCG@i</source>
        <translation>NDCG@i</translation>
    </message>
    <message>
        <source>Position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <source>NDCG at each cutoff</source>
        <translation>各截断位置的 NDCG</translation>
    </message>
    <message>
        <source>Nothing to draw: no breakdown.</source>
        <translation>没有可绘制的内容：没有计算结果。</translation>
    </message>
    <message>
        <source>NDCG@i goes from %1 to %2</source>
        <translation>NDCG@i 从 %1 变为 %2</translation>
    </message>
    <message>
        <source>its lowest is %1 at position %2</source>
        <translation>其最低值为 %1，在位置 %2</translation>
    </message>
    <message>
        <source>at the cutoff, NDCG@%1 is %2</source>
        <translation>在截断位置，NDCG@%1 为 %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>NDCG@%1 %2</source>
        <translation>NDCG@%1 %2</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>A system returned results with these grades, in rank order:</source>
        <translation>某系统返回的结果按名次排列，等级如下：</translation>
    </message>
    <message>
        <source>Conventions: %1; the ideal ordering sorts these grades (no other judged items).</source>
        <translation>约定：%1；理想排序对这些等级排序（没有其他已标注文档）。</translation>
    </message>
    <message>
        <source>Your answer: a number</source>
        <translation>你的答案：一个数</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>显示解答(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Step through in the &amp;window</source>
        <translation>在主窗口中逐步演示(&amp;W)</translation>
    </message>
    <message>
        <source>N&amp;ew exercise</source>
        <translation>新练习(&amp;E)</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>✓ Right: %1 = %2.</source>
        <translation>✓ 正确：%1 = %2。</translation>
    </message>
    <message>
        <source>Type a number: digits, with a decimal point or comma.</source>
        <translation>请输入一个数：数字，可带小数点或逗号。</translation>
    </message>
    <message>
        <source>Solution: %1 = %2.</source>
        <translation>解答：%1 = %2。</translation>
    </message>
    <message numerus="yes">
        <source>Compute &lt;b&gt;%1&lt;/b&gt;, rounded to %n decimal(s).</source>
        <translation>
            <numerusform>计算 &lt;b&gt;%1&lt;/b&gt;，保留 %n 位小数。</numerusform>
        </translation>
    </message>
    <message>
        <source>linear gain</source>
        <translation>线性增益</translation>
    </message>
    <message>
        <source>exponential gain</source>
        <translation>指数增益</translation>
    </message>
    <message>
        <source>the gain map</source>
        <translation>增益映射</translation>
    </message>
    <message>
        <source>your %1 is %2, not %3</source>
        <translation>你的 %1 是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>the discount %1</source>
        <translation>折损 %1</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>k = %1 to %2</source>
        <translation>k = %1 到 %2</translation>
    </message>
    <message>
        <source>your %1 is what %2 gives</source>
        <translation>你的 %1 是%2给出的结果</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>✗ Not quite: %1. Show the solution step by step to see where it differs.</source>
        <translation>✗ 不太对：%1。逐步查看解答，看看哪里不同。</translation>
    </message>
    <message numerus="yes">
        <source>✗ Not quite. Check your terms against %n decimal(s), or show the solution step by step.</source>
        <translation>
            <numerusform>✗ 不太对。请按 %n 位小数核对各项，或逐步查看解答。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right as a whole number; give %n decimal(s).</source>
        <translation>
            <numerusform>取整是对的；请给出 %n 位小数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right to %n decimal(s); give %1.</source>
        <translation>
            <numerusform>精确到 %n 位小数是对的；请给出 %1 位。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
</context>
<context>
    <name>PresenterController</name>
    <message>
        <source>Zoom %1× (the most this screen holds)</source>
        <translation>缩放 %1×（此屏幕能容纳的最大值）</translation>
    </message>
    <message>
        <source>Zoom %1×</source>
        <translation>缩放 %1×</translation>
    </message>
    <message>
        <source>Blank screen: press any key to return</source>
        <translation>黑屏：按任意键返回</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 / %2 步：%3</translation>
    </message>
    <message>
        <source>Before the first step.</source>
        <translation>尚未开始第一步。</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>That was the last step.</source>
        <translation>这已是最后一步。</translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>Presenter view — NDCG Explorer</source>
        <translation>演讲者视图 — NDCG Explorer</translation>
    </message>
    <message>
        <source>On screen now</source>
        <translation>当前屏幕内容</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>No step-through is running.</source>
        <translation>没有正在进行的逐步演示。</translation>
    </message>
    <message>
        <source>Start a step-through to see the next step&apos;s narration here.</source>
        <translation>开始逐步演示后，这里会显示下一步的讲解。</translation>
    </message>
    <message>
        <source>Next step&apos;s narration</source>
        <translation>下一步的讲解</translation>
    </message>
    <message>
        <source>→ Space PageDown: next step · ← PageUp: previous · Home End: first, last · B: blank screen · Ctrl+= Ctrl+- Ctrl+0: zoom · Esc: leave presenter mode</source>
        <translation>→ 空格 PageDown：下一步 · ← PageUp：上一步 · Home End：第一步、最后一步 · B：黑屏 · Ctrl+= Ctrl+- Ctrl+0：缩放 · Esc：退出演示模式</translation>
    </message>
    <message>
        <source>Time %1:%2 · zoom %3×</source>
        <translation>用时 %1:%2 · 缩放 %3×</translation>
    </message>
</context>
<context>
    <name>RangeBar</name>
    <message>
        <source>Range of NDCG for these grades</source>
        <translation>这些等级的 NDCG 范围</translation>
    </message>
    <message>
        <source>Worst ordering of these grades: %1 · random order (expected): %2 · best ordering: %3 · this ranking: %4</source>
        <translation>这些等级的最差排序：%1 · 随机顺序（期望值）：%2 · 最好排序：%3 · 本排序：%4</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最好</translation>
    </message>
    <message>
        <source>this ranking %1</source>
        <translation>本排序 %1</translation>
    </message>
</context>
<context>
    <name>RankingCommands</name>
    <message>
        <source>Edit judged grade %1</source>
        <translation>编辑已标注文档 %1 的等级</translation>
    </message>
    <message>
        <source>Edit grade at position %1</source>
        <translation>编辑位置 %1 的等级</translation>
    </message>
    <message>
        <source>Edit judged label %1</source>
        <translation>编辑已标注文档 %1 的标签</translation>
    </message>
    <message>
        <source>Edit label at position %1</source>
        <translation>编辑位置 %1 的标签</translation>
    </message>
    <message>
        <source>Edit judged item %1</source>
        <translation>编辑已标注文档 %1</translation>
    </message>
    <message>
        <source>Edit item at position %1</source>
        <translation>编辑位置 %1 的项</translation>
    </message>
    <message>
        <source>Change gain</source>
        <translation>更改增益</translation>
    </message>
    <message>
        <source>Change gain map</source>
        <translation>更改增益映射</translation>
    </message>
    <message>
        <source>Change discount</source>
        <translation>更改折损</translation>
    </message>
    <message>
        <source>Change log base</source>
        <translation>更改对数底</translation>
    </message>
    <message>
        <source>Change cutoff k</source>
        <translation>更改截断位置 k</translation>
    </message>
    <message>
        <source>Change ideal source</source>
        <translation>更改理想排序来源</translation>
    </message>
    <message>
        <source>Change zero-IDCG rule</source>
        <translation>更改 IDCG 为零的规则</translation>
    </message>
    <message>
        <source>Change relevance threshold</source>
        <translation>更改相关性阈值</translation>
    </message>
    <message>
        <source>Change negative grades rule</source>
        <translation>更改负等级规则</translation>
    </message>
    <message>
        <source>Change conventions</source>
        <translation>更改约定</translation>
    </message>
</context>
<context>
    <name>RankingDocument</name>
    <message>
        <source>A grade cannot be empty: type a number such as 0, 1, 2 or 3.</source>
        <translation>等级不能为空：请输入一个数，如 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>“%1” is not a number: type a grade such as 0, 1, 2 or 3.</source>
        <translation>“%1”不是数字：请输入等级，如 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>A grade must be a finite number.</source>
        <translation>等级必须是有限数。</translation>
    </message>
    <message>
        <source>Negative grades are refused under the current convention (negative grades: reject, as scikit-learn).</source>
        <translation>当前约定拒绝负等级（负等级：拒绝，与 scikit-learn 相同）。</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a reason as a sentence</comment>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>RankingEdits</name>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>剪贴板中没有可粘贴的文本。</translation>
    </message>
    <message>
        <source>Line %1: “%2” is not a grade.</source>
        <translation>第 %1 行：“%2”不是等级。</translation>
    </message>
    <message>
        <source>Line %1: “%2” is not a grade: paste numbers, or a grade and a label on each line.</source>
        <translation>第 %1 行：“%2”不是等级：请粘贴数字，或每行一个等级加一个标签。</translation>
    </message>
    <message>
        <source>Line %1 has no number to take as a grade.</source>
        <translation>第 %1 行没有可作为等级的数字。</translation>
    </message>
    <message>
        <source>The clipboard holds no rows to paste.</source>
        <translation>剪贴板中没有可粘贴的行。</translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>(not retrieved)</source>
        <translation>（未检索到）</translation>
    </message>
    <message>
        <source>Relevance grade of the item at position %1. Type a number to change it.</source>
        <translation>位置 %1 上文档的相关性等级。输入数字即可修改。</translation>
    </message>
    <message>
        <source>gain(g) = %1</source>
        <translation>增益(g) = %1</translation>
    </message>
    <message>
        <source>d(%1) = %2</source>
        <translation>d(%1) = %2</translation>
    </message>
    <message>
        <source>gain · d(%1) = %2 × %3 = %4</source>
        <translation>增益 · d(%1) = %2 × %3 = %4</translation>
    </message>
    <message>
        <source>DCG@%1: the sum of the contributions at positions 1 to %1</source>
        <translation>DCG@%1：位置 1 到 %1 的贡献之和</translation>
    </message>
    <message>
        <source>The grade at position %1 once the judged items are sorted by gain</source>
        <translation>把已标注文档按增益排序后位置 %1 上的等级</translation>
    </message>
    <message>
        <source>ideal gain · d(%1) = %2 × %3 = %4</source>
        <translation>理想增益 · d(%1) = %2 × %3 = %4</translation>
    </message>
    <message>
        <source>IDCG@%1: the DCG of the ideal ordering at positions 1 to %1</source>
        <translation>IDCG@%1：理想排序在位置 1 到 %1 上的 DCG</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Grade
g</source>
        <translation>等级
g</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>Discount
d(i)</source>
        <translation>折损
d(i)</translation>
    </message>
    <message>
        <source>Gain·d(i)</source>
        <translation>增益·d(i)</translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation>DCG@i</translation>
    </message>
    <message>
        <source>Ideal
grade</source>
        <translation>理想
等级</translation>
    </message>
    <message>
        <source>Ideal
gain·d(i)</source>
        <translation>理想
增益·d(i)</translation>
    </message>
    <message>
        <source>IDCG@i</source>
        <translation>IDCG@i</translation>
    </message>
    <message>
        <source>NDCG@i</source>
        <translation>NDCG@i</translation>
    </message>
    <message>
        <source>Position i in the ranking</source>
        <translation>排序中的位置 i</translation>
    </message>
    <message>
        <source>Document id or title (editable)</source>
        <translation>文档编号或标题（可编辑）</translation>
    </message>
    <message>
        <source>Relevance grade g (editable): type a number</source>
        <translation>相关性等级 g（可编辑）：输入数字</translation>
    </message>
    <message>
        <source>Gain of the grade under the chosen gain function (computed)</source>
        <translation>该等级在所选增益函数下的增益（计算所得）</translation>
    </message>
    <message>
        <source>Discount factor d(i) of the position (computed)</source>
        <translation>该位置的折损系数 d(i)（计算所得）</translation>
    </message>
    <message>
        <source>The position&apos;s term of DCG: gain × d(i) (computed)</source>
        <translation>该位置在 DCG 中的项：增益 × d(i)（计算所得）</translation>
    </message>
    <message>
        <source>Running DCG: the sum of the terms up to position i (computed)</source>
        <translation>累计 DCG：到位置 i 为止各项之和（计算所得）</translation>
    </message>
    <message>
        <source>The grade at position i of the ideal ordering (computed)</source>
        <translation>理想排序中位置 i 上的等级（计算所得）</translation>
    </message>
    <message>
        <source>The ideal ordering&apos;s term at position i (computed)</source>
        <translation>理想排序在位置 i 上的项（计算所得）</translation>
    </message>
    <message>
        <source>Running ideal DCG up to position i (computed)</source>
        <translation>到位置 i 为止的累计理想 DCG（计算所得）</translation>
    </message>
    <message>
        <source>NDCG@i = DCG@i / IDCG@i (computed)</source>
        <translation>NDCG@i = DCG@i / IDCG@i（计算所得）</translation>
    </message>
    <message>
        <source>Move by drag and drop</source>
        <translation>拖放以移动</translation>
    </message>
</context>
<context>
    <name>RankingTableView</name>
    <message>
        <source>Ranking table</source>
        <translation>排序表</translation>
    </message>
    <message>
        <source>cutoff k = %1</source>
        <translation>截断位置 k = %1</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
</context>
<context>
    <name>RecoveryController</name>
    <message>
        <source>NDCG Explorer</source>
        <translation>NDCG Explorer</translation>
    </message>
    <message>
        <source>The recovery file “%1” cannot be recovered: %2.</source>
        <translation>恢复文件“%1”无法恢复：%2。</translation>
    </message>
    <message>
        <source>It could not be moved aside either (%1), so it stays where it is.</source>
        <translation>它也无法移到别处（%1），因此仍留在原处。</translation>
    </message>
    <message>
        <source>It was moved to %1 and is kept there unchanged.</source>
        <translation>它已移到 %1，并在那里原样保留。</translation>
    </message>
    <message numerus="yes">
        <source>%n more recovery file(s) cannot be recovered either; those that could be moved aside are in %1.</source>
        <translation>
            <numerusform>另有 %n 个恢复文件也无法恢复；能移走的已移到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Recovered “%1”, which has not been saved yet.</source>
        <translation>已恢复“%1”，它尚未保存过。</translation>
    </message>
    <message>
        <source>Recovered “%1”. Its file %2 could not be opened, so Save will ask where to save it.</source>
        <translation>已恢复“%1”。无法打开它的文件 %2，因此保存时会询问保存位置。</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to “%1”. Undo shows the file as it was last saved.</source>
        <translation>已恢复“%1”中未保存的更改。撤销可查看该文件上次保存时的样子。</translation>
    </message>
    <message>
        <source>No recovery copy of the unsaved work could be written to %1: %2</source>
        <translation>无法将未保存工作的恢复副本写入 %1：%2</translation>
    </message>
    <message>
        <source>The file %1 may have changed since the recovery copy of “%2” was made, so the recovered work is open as a new, unsaved document and the file was left as it is.</source>
        <translation>自“%2”的恢复副本生成以来，文件 %1 可能已被修改，因此恢复的工作以一个新的未保存文档打开，该文件保持原样。</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>NDCG Explorer closed without saving. Recover the unsaved work?</source>
        <translation>NDCG Explorer 未保存就关闭了。要恢复未保存的工作吗？</translation>
    </message>
    <message>
        <source>A copy of each document below was kept while it had unsaved changes. Recover opens the ticked ones with those changes, not yet saved; Discard deletes their copies; Decide Later keeps every copy until the next start.</source>
        <translation>下列每个文档在有未保存的更改时都保留了一份副本。“恢复”会打开勾选的文档并带上这些更改（尚未保存）；“丢弃”会删除它们的副本；“以后再决定”会保留所有副本，直到下次启动。</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Last copied</source>
        <translation>最近副本时间</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 (comparing A and B)</source>
        <translation>%1（比较 A 与 B）</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>以后再决定(&amp;L)</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Documents with unsaved work</source>
        <translation>有未保存内容的文档</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>it is not valid JSON (%1 at byte %2)</source>
        <translation>它不是有效的 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>it is not a recovery file of NDCG Explorer</source>
        <translation>它不是 NDCG Explorer 的恢复文件</translation>
    </message>
    <message>
        <source>it was written by a newer NDCG Explorer (recovery format version %1)</source>
        <translation>它由更新版本的 NDCG Explorer 写入（恢复文件格式版本 %1）</translation>
    </message>
    <message>
        <source>its field “%1” is missing or not valid</source>
        <translation>其字段“%1”缺失或无效</translation>
    </message>
    <message>
        <source>the document in it cannot be read: %1</source>
        <translation>其中的文档无法读取：%1</translation>
    </message>
    <message>
        <source>the lesson in it cannot be read: %1</source>
        <translation>其中的课程无法读取：%1</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>it is not a regular file (a folder, a device, a pipe or a link to one)</source>
        <translation>它不是普通文件（而是文件夹、设备、管道或指向它们的链接）</translation>
    </message>
    <message>
        <source>it is larger than %1 MB, the limit for a recovery file</source>
        <translation>它大于 %1 MB，超出了恢复文件的上限</translation>
    </message>
    <message>
        <source>it would be larger than %1 MB, the limit for a recovery file</source>
        <translation>它将大于 %1 MB，超出了恢复文件的上限</translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>NDCG result</source>
        <translation>NDCG 结果</translation>
    </message>
    <message>
        <source>Companion metrics at the same k</source>
        <translation>同一 k 下的其他指标</translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>NDCG@k: the ranking&apos;s DCG@k divided by the DCG@k of the ideal ordering</source>
        <translation>NDCG@k：本排序的 DCG@k 除以理想排序的 DCG@k</translation>
    </message>
    <message>
        <source>P@%1</source>
        <translation>P@%1</translation>
    </message>
    <message>
        <source>R@%1</source>
        <translation>R@%1</translation>
    </message>
    <message>
        <source>RR</source>
        <translation>RR</translation>
    </message>
    <message>
        <source>AP@%1</source>
        <translation>AP@%1</translation>
    </message>
    <message>
        <source>ERR@%1</source>
        <translation>ERR@%1</translation>
    </message>
    <message>
        <source>RBP p=%1</source>
        <translation>RBP p=%1</translation>
    </message>
    <message>
        <source>Precision@k: relevant items in the top k / k (%1 / %2)</source>
        <translation>准确率@k：前 k 个中的相关结果数 / k（%1 / %2）</translation>
    </message>
    <message>
        <source>Recall@k: relevant items in the top k / relevant judged items (%1 / %2)</source>
        <translation>召回率@k：前 k 个中的相关结果数 / 已标注的相关文档数（%1 / %2）</translation>
    </message>
    <message>
        <source>Reciprocal rank: 1 / position of the first relevant item</source>
        <translation>倒数排名：1 / 第一个相关结果的位置</translation>
    </message>
    <message>
        <source>Average precision@k: the sum of P@i at relevant positions / relevant judged items</source>
        <translation>平均准确率@k：各相关位置上 P@i 之和 / 已标注的相关文档数</translation>
    </message>
    <message>
        <source>Expected reciprocal rank (Chapelle 2009), top grade %1</source>
        <translation>期望倒数排名（Chapelle 2009），最高等级 %1</translation>
    </message>
    <message>
        <source>Rank-biased precision (Moffat &amp; Zobel 2008), persistence p = %1</source>
        <translation>排序偏置准确率（Moffat &amp; Zobel 2008），持续概率 p = %1</translation>
    </message>
</context>
<context>
    <name>RevealController</name>
    <message>
        <source>the gain column</source>
        <translation>增益列</translation>
    </message>
    <message>
        <source>the discount column</source>
        <translation>折损列</translation>
    </message>
    <message>
        <source>the gain·d(i) column</source>
        <translation>增益·d(i) 列</translation>
    </message>
    <message>
        <source>the DCG@i column</source>
        <translation>DCG@i 列</translation>
    </message>
    <message>
        <source>DCG@k</source>
        <translation>DCG@k</translation>
    </message>
    <message>
        <source>the ideal grade column</source>
        <translation>理想等级列</translation>
    </message>
    <message>
        <source>the ideal gain·d(i) column</source>
        <translation>理想增益·d(i) 列</translation>
    </message>
    <message>
        <source>the IDCG@i column</source>
        <translation>IDCG@i 列</translation>
    </message>
    <message>
        <source>IDCG@k</source>
        <translation>IDCG@k</translation>
    </message>
    <message>
        <source>the NDCG@i column</source>
        <translation>NDCG@i 列</translation>
    </message>
    <message>
        <source>NDCG@k</source>
        <translation>NDCG@k</translation>
    </message>
    <message>
        <source>the companion metrics</source>
        <translation>其他指标</translation>
    </message>
    <message>
        <source>the worst, random and best NDCG@k</source>
        <translation>最差、随机与最佳 NDCG@k</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
</context>
<context>
    <name>RowCommands</name>
    <message>
        <source>Not changed. %1</source>
        <translation>未更改。%1</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Insert row</source>
        <translation>插入行</translation>
    </message>
    <message>
        <source>Delete rows</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Duplicate rows</source>
        <translation>复制行</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Nothing pasted. %1</source>
        <translation>未粘贴任何内容。%1</translation>
    </message>
    <message>
        <source>Nothing pasted. Row %1, column “%2” (line %3 of the pasted text): %4</source>
        <translation>未粘贴任何内容。第 %1 行“%2”列（粘贴文本的第 %3 行）：%4</translation>
    </message>
    <message>
        <source>Sort into the ideal order</source>
        <translation>排成理想排序</translation>
    </message>
    <message>
        <source>Reverse order</source>
        <translation>倒序</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>随机打乱</translation>
    </message>
    <message>
        <source>Reset ranking</source>
        <translation>重置排序</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n row(s)</source>
        <translation>
            <numerusform>粘贴 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunningDcgChart</name>
    <message>
        <source>Running DCG vs ideal</source>
        <translation>累计 DCG 与理想值</translation>
    </message>
    <message>
        <source>Position i</source>
        <translation>位置 i</translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation>DCG@i</translation>
    </message>
    <message>
        <source>IDCG@i (ideal)</source>
        <translation>IDCG@i（理想）</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Running DCG against the ideal</source>
        <translation>累计 DCG 对照理想排序</translation>
    </message>
    <message>
        <source>Nothing to draw: no breakdown.</source>
        <translation>没有可绘制的内容：没有计算结果。</translation>
    </message>
    <message>
        <source>DCG</source>
        <translation>DCG</translation>
    </message>
    <message>
        <source>DCG rises from %1 to %2</source>
        <translation>DCG 从 %1 升至 %2</translation>
    </message>
    <message>
        <source>the ideal is %1</source>
        <translation>理想排序%1</translation>
    </message>
    <message>
        <source>the ideal reaches %1</source>
        <translation>理想排序达到 %1</translation>
    </message>
    <message>
        <source>the ideal reaches %1 at position %2</source>
        <translation>理想排序在位置 %2 达到 %1</translation>
    </message>
    <message>
        <source>the gap is largest at position %1</source>
        <translation>差距在位置 %1 最大</translation>
    </message>
    <message>
        <source>no gap: DCG meets the ideal wherever both are drawn</source>
        <translation>没有差距：两条曲线都绘出之处，DCG 都等于理想值</translation>
    </message>
    <message>
        <source>at the cutoff k = %1, DCG is %2 and the ideal %3</source>
        <translation>在截断位置 k = %1，DCG 为 %2，理想值为 %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>DCG %1</source>
        <translation>DCG %1</translation>
    </message>
    <message>
        <source>ideal %1</source>
        <translation>理想 %1</translation>
    </message>
</context>
<context>
    <name>RunsChart</name>
    <message>
        <source>%1 − %2 on %3, per query, sorted</source>
        <translation>%1 − %2 的 %3，逐个查询，已排序</translation>
    </message>
    <message>
        <source>%1 against %2 on %3, one point per query</source>
        <translation>%1 对 %2 的 %3，每个查询一个点</translation>
    </message>
    <message>
        <source>How %1 is distributed over the queries</source>
        <translation>%1 在各查询上的分布</translation>
    </message>
    <message>
        <source>Load a qrels file and two runs.</source>
        <translation>请载入一个 qrels 文件和两个运行结果。</translation>
    </message>
    <message>
        <source>difference (%1 − %2)</source>
        <translation>差值（%1 − %2）</translation>
    </message>
    <message>
        <source>queries, from %1&apos;s largest gain to its largest loss</source>
        <translation>查询，从 %1 提升最多到下降最多</translation>
    </message>
    <message>
        <source>%1 (B)</source>
        <translation>%1（B）</translation>
    </message>
    <message>
        <source>%1 (A, the baseline)</source>
        <translation>%1（A，基线）</translation>
    </message>
    <message>
        <source>above the line: %1 higher</source>
        <translation>线以上：%1 更高</translation>
    </message>
    <message>
        <source>below: %1 higher</source>
        <translation>线以下：%1 更高</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>查询数</translation>
    </message>
    <message>
        <source>%1 of a query</source>
        <translation>单个查询的 %1</translation>
    </message>
    <message>
        <source>mean of %1: %2</source>
        <translation>%1 的均值：%2</translation>
    </message>
    <message>
        <source>%1 (A)</source>
        <translation>%1（A）</translation>
    </message>
    <message>
        <source>Query %1: %2 %3, %4 %5 (%6). Click to open both rankings.</source>
        <translation>查询 %1：%2 %3，%4 %5（%6）。点击可打开两个排序。</translation>
    </message>
    <message numerus="yes">
        <source>▲ %1 higher: %n quer(y|ies)</source>
        <translation>
            <numerusform>▲ %1 更高：%n 个查询</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>▼ %1 higher: %n quer(y|ies)</source>
        <translation>
            <numerusform>▼ %1 更高：%n 个查询</numerusform>
        </translation>
    </message>
    <message>
        <source>Query %1: %2 %3, %4 %5 (%6)</source>
        <translation>查询 %1：%2 %3，%4 %5（%6）</translation>
    </message>
    <message>
        <source>Per-query differences: no runs loaded</source>
        <translation>逐查询差值：尚未载入运行结果</translation>
    </message>
    <message>
        <source>One run against the other: no runs loaded</source>
        <translation>两个运行结果对照：尚未载入运行结果</translation>
    </message>
    <message>
        <source>Distribution over the queries: no runs loaded</source>
        <translation>各查询上的分布：尚未载入运行结果</translation>
    </message>
    <message numerus="yes">
        <source>%1 is higher on %n quer(y|ies)</source>
        <translation>
            <numerusform>%1 在 %n 个查询上更高</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n</source>
        <translation>
            <numerusform>%1 在 %n 个查询上更高</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>equal on %n</source>
        <translation>
            <numerusform>%n 个查询相等</numerusform>
        </translation>
    </message>
    <message>
        <source>the largest gain of %1 is %2 on query %3</source>
        <translation>%1 提升最多的是查询 %3，为 %2</translation>
    </message>
    <message>
        <source>its largest loss is %1 on query %2</source>
        <translation>下降最多的是查询 %2，为 %1</translation>
    </message>
    <message>
        <source>the means are %1 for %2 and %3 for %4</source>
        <translation>均值：%2 为 %1，%4 为 %3</translation>
    </message>
    <message>
        <source>most of %1&apos;s queries, %2, lie between %3 and %4</source>
        <translation>%1 的查询最多落在 %3 到 %4 之间，共 %2 个</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n quer(y|ies)</source>
        <translation>
            <numerusform>%1 %n 个查询</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunsMeansModel</name>
    <message>
        <source>run</source>
        <translation>运行结果</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基线）</translation>
    </message>
    <message>
        <source>%1 − baseline: %2, p = %3; higher on %4, equal on %5, lower on %6 queries</source>
        <translation>%1 − 基线：%2，p = %3；%4 个查询更高，%5 个相同，%6 个更低</translation>
    </message>
</context>
<context>
    <name>RunsModel</name>
    <message>
        <source>The sample data could not be copied to %1.</source>
        <translation>无法将示例数据复制到 %1。</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Reading the qrels %1…</source>
        <translation>正在读取相关性判断 %1…</translation>
    </message>
    <message>
        <source>Reading %1… %2%</source>
        <translation>正在读取 %1… %2%</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n runs… %1%</source>
        <translation>
            <numerusform>正在读取 %n 个运行结果… %1%</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluating every query and testing the differences…</source>
        <translation>正在评估每个查询并检验差异…</translation>
    </message>
    <message>
        <source>query %1: %2 (A) and %3 (B)</source>
        <translation>查询 %1：%2（A）与 %3（B）</translation>
    </message>
    <message>
        <source>Query “%1”: %2</source>
        <translation>查询“%1”：%2</translation>
    </message>
    <message>
        <source>no query is chosen</source>
        <translation>未选择查询</translation>
    </message>
    <message>
        <source> (lower on %1, equal on %2).</source>
        <translation>（%1 个更低，%2 个相同）。</translation>
    </message>
    <message>
        <source>The mean difference is %1 (%2% interval %3 to %4).</source>
        <translation>平均差值为 %1（%2% 区间 %3 至 %4）。</translation>
    </message>
    <message>
        <source>A paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>A Wilcoxon signed-rank test</source>
        <translation>Wilcoxon 符号秩检验</translation>
    </message>
    <message>
        <source>A randomization test</source>
        <translation>随机化检验</translation>
    </message>
    <message>
        <source>%1 cannot be computed on so few queries.</source>
        <translation>查询太少，无法计算%1。</translation>
    </message>
    <message>
        <source>%1 gives %2%3: a difference this large would be rare if the two systems were equally good, so %4 is significantly higher than %5 (α = %6).</source>
        <translation>%1给出 %2%3：如果两个系统一样好，这么大的差异很少出现，所以 %4 显著高于 %5（α = %6）。</translation>
    </message>
    <message>
        <source>%1 gives %2%3: a difference this large would be rare if the two systems were equally good, so %4 is significantly lower than %5 (α = %6).</source>
        <translation>%1给出 %2%3：如果两个系统一样好，这么大的差异很少出现，所以 %4 显著低于 %5（α = %6）。</translation>
    </message>
    <message>
        <source>%1 gives %2%3: a difference this large could easily arise by chance even if the two systems were equally good, so it is not significant at α = %4. (That does not show that they are equal.)</source>
        <translation>%1给出 %2%3：即使两个系统一样好，这么大的差异也很容易偶然出现，所以在 α = %4 下不显著。（这并不说明两者相同。）</translation>
    </message>
    <message numerus="yes">
        <source>On %1, %2 is higher than %3 on %4 of %n quer(y|ies)</source>
        <translation>
            <numerusform>在 %1 上，%2 在 %n 个查询中有 %4 个高于 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (after the Holm–Bonferroni correction for the %n run(s) compared with the baseline)</source>
        <translation>
            <numerusform>（已对与基线比较的 %n 个运行结果做 Holm–Bonferroni 校正）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunsQueryModel</name>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>%1 (A)</source>
        <translation>%1（A）</translation>
    </message>
    <message>
        <source>%1 (B)</source>
        <translation>%1（B）</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Click or press Enter to open both rankings of this query in the main window.</source>
        <translation>点击或按回车键可在主窗口中打开此查询的两个排序。</translation>
    </message>
</context>
<context>
    <name>RunsWindow</name>
    <message>
        <source>Whether the difference is significant stays hidden until the answer is shown.</source>
        <translation>差异是否显著，在显示答案之前保持隐藏。</translation>
    </message>
    <message>
        <source>Means of each run, with significance marks</source>
        <translation>各运行结果的均值及显著性标记</translation>
    </message>
    <message>
        <source>Values of each query</source>
        <translation>各查询的值</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Nothing was changed: the files and the comparison shown are those of before.</source>
        <translation>没有任何改变：显示的文件和比较仍是之前的。</translation>
    </message>
    <message>
        <source>Cancelled: nothing was loaded, the comparison shown is that of before.</source>
        <translation>已取消：没有载入任何内容，显示的仍是之前的比较。</translation>
    </message>
    <message>
        <source>Open the qrels (judgments)</source>
        <translation>打开 qrels（相关性判断）</translation>
    </message>
    <message>
        <source>TREC qrels (*)</source>
        <translation>TREC qrels (*)</translation>
    </message>
    <message>
        <source>Add runs</source>
        <translation>添加运行结果</translation>
    </message>
    <message>
        <source>TREC runs (*)</source>
        <translation>TREC 运行结果 (*)</translation>
    </message>
    <message>
        <source>Evaluate runs — NDCG Explorer</source>
        <translation>评估运行结果 — NDCG Explorer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open the &amp;sample (40 topics, two runs)</source>
        <translation>打开示例(&amp;S)（40 个主题，两个运行结果）</translation>
    </message>
    <message>
        <source>Open &amp;qrels…</source>
        <translation>打开 qrels(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;Add runs…</source>
        <translation>添加运行结果(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Export c&amp;hart</source>
        <translation>导出图表(&amp;H)</translation>
    </message>
    <message>
        <source>Differences by query (PNG, SVG, PDF)…</source>
        <translation>逐查询差值（PNG、SVG、PDF）…</translation>
    </message>
    <message>
        <source>A against B (PNG, SVG, PDF)…</source>
        <translation>A 对 B（PNG、SVG、PDF）…</translation>
    </message>
    <message>
        <source>Distribution (PNG, SVG, PDF)…</source>
        <translation>分布（PNG、SVG、PDF）…</translation>
    </message>
    <message>
        <source>Export &amp;table</source>
        <translation>导出表格(&amp;T)</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>LaTeX…</source>
        <translation>LaTeX…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Export this chart…</source>
        <translation>导出此图表…</translation>
    </message>
    <message>
        <source>Open the sample</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>A small test collection: 40 topics judged 0–3 and two runs of 100 documents per topic, bm25 and a re-ranker of its results.</source>
        <translation>一个小型测试集：40 个主题，等级 0–3 的相关性判断，以及两个每主题 100 篇文档的运行结果：bm25 和对其结果的重排序。</translation>
    </message>
    <message>
        <source>Qrels (judgments)</source>
        <translation>Qrels（相关性判断）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行结果</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Baseline (A)</source>
        <translation>基线（A）</translation>
    </message>
    <message>
        <source>Run (B)</source>
        <translation>运行结果（B）</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>检验</translation>
    </message>
    <message>
        <source>Leave them out</source>
        <translation>排除它们</translation>
    </message>
    <message>
        <source>Compare only the queries every run has (as ndcg-cli compare does by default).</source>
        <translation>只比较每个运行结果都有的查询（ndcg-cli compare 的默认做法）。</translation>
    </message>
    <message>
        <source>Count them as 0</source>
        <translation>按 0 计</translation>
    </message>
    <message>
        <source>Compare every judged query; a query a run lacks scores 0, as eval -c and compare -c count it.</source>
        <translation>比较所有有相关性判断的查询；运行结果缺少的查询得 0 分，与 eval -c 和 compare -c 的计法相同。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Differences by query</source>
        <translation>逐查询差值</translation>
    </message>
    <message>
        <source>A against B</source>
        <translation>A 对 B</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Drop qrels and run files anywhere on this window.</source>
        <translation>可将 qrels 和运行结果文件拖放到本窗口任意位置。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基线）</translation>
    </message>
    <message>
        <source>randomization test</source>
        <translation>随机化检验</translation>
    </message>
    <message>
        <source>paired t-test</source>
        <translation>配对 t 检验</translation>
    </message>
    <message>
        <source>Wilcoxon signed-rank test</source>
        <translation>Wilcoxon 符号秩检验</translation>
    </message>
    <message>
        <source>The runs do not have the same queries:</source>
        <translation>各运行结果的查询不相同：</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) compared on %1</source>
        <translation>
            <numerusform>在 %1上比较 %n 个运行结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quer(y|ies) of %1</source>
        <translation>
            <numerusform>%1 的 %n 个查询</numerusform>
        </translation>
    </message>
    <message>
        <source> (every judged query; a query a run lacks counts as 0)</source>
        <translation>（所有有相关性判断的查询；运行结果缺少的查询按 0 计）</translation>
    </message>
    <message>
        <source> (those every run has, of %1 judged queries some run has)</source>
        <translation>（每个运行结果都有的查询，共 %1 个有判断的查询出现在某个运行结果中）</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of a sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Choose a qrels file and at least two runs — or open the sample — to see which system is better, on which queries, and whether the difference is more than chance.</source>
        <translation>选择一个 qrels 文件和至少两个运行结果（或打开示例），看看哪个系统更好、在哪些查询上更好，以及差异是否超出偶然。</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Reading query %1 from both runs…</source>
        <translation>正在从两个运行结果中读取查询 %1…</translation>
    </message>
    <message>
        <source>Opened %1 in the main window.</source>
        <translation>已在主窗口中打开 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n qrels files were given at once: give one qrels file and the runs.</source>
        <translation>
            <numerusform>一次给出了 %n 个 qrels 文件：请只给一个 qrels 文件和运行结果。</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” could not be written: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Resize the inputs and the results</source>
        <translation>调整输入与结果的大小</translation>
    </message>
    <message>
        <source>Evaluation done. %1 %2</source>
        <translation>评估完成。%1 %2</translation>
    </message>
    <message>
        <source>Chart: differences by query</source>
        <translation>图表：逐查询差值</translation>
    </message>
    <message>
        <source>Chart: each query, A against B</source>
        <translation>图表：各查询的 A 对 B</translation>
    </message>
    <message>
        <source>Chart: distribution of the differences</source>
        <translation>图表：差值的分布</translation>
    </message>
</context>
<context>
    <name>SceneBridge</name>
    <message>
        <source>The scene shows two rankings, but its scenario has no ranking B.</source>
        <translation>这个场景显示两个排序，但它的场景数据没有排序 B。</translation>
    </message>
    <message>
        <source>The scene opens Compare with the text, but its scenario is no worked example with a text.</source>
        <translation>这个场景打开“与原文对照”，但它的场景数据不是带原文的例题。</translation>
    </message>
    <message>
        <source>The scene shows the Evaluate runs window, which this window cannot open.</source>
        <translation>这个场景显示“评估运行结果”窗口，但此窗口无法打开它。</translation>
    </message>
    <message>
        <source>The scene shows the measure “%1”, which Evaluate runs does not compute.</source>
        <translation>这个场景显示指标“%1”，但“评估运行结果”不计算该指标。</translation>
    </message>
    <message>
        <source>Lesson scene</source>
        <translation>课程场景</translation>
    </message>
</context>
<context>
    <name>SceneListModel</name>
    <message>
        <source>Scene %1</source>
        <translation>场景 %1</translation>
    </message>
    <message>
        <source>Scene %1 asks a question</source>
        <translation>场景 %1 包含一个问题</translation>
    </message>
    <message>
        <source>Scene %1: %2, with a question</source>
        <translation>场景 %1：%2，包含问题</translation>
    </message>
    <message>
        <source>Scene %1: %2</source>
        <translation>场景 %1：%2</translation>
    </message>
</context>
<context>
    <name>SceneListPanel</name>
    <message>
        <source>NDCG</source>
        <translation>NDCG</translation>
    </message>
    <message>
        <source>DCG</source>
        <translation>DCG</translation>
    </message>
    <message>
        <source>IDCG</source>
        <translation>IDCG</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>discount d(i)</source>
        <translation>折损 d(i)</translation>
    </message>
    <message>
        <source>gain·d(i)</source>
        <translation>增益·d(i)</translation>
    </message>
    <message>
        <source>ideal gain</source>
        <translation>理想增益</translation>
    </message>
    <message>
        <source>ideal gain·d(i)</source>
        <translation>理想增益·d(i)</translation>
    </message>
    <message>
        <source>precision P@k</source>
        <translation>精确率 P@k</translation>
    </message>
    <message>
        <source>recall R@k</source>
        <translation>召回率 R@k</translation>
    </message>
    <message>
        <source>reciprocal rank</source>
        <translation>倒数排名</translation>
    </message>
    <message>
        <source>average precision</source>
        <translation>平均精确率</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Lesson title (English, Chinese)</source>
        <translation>课程标题（英文、中文）</translation>
    </message>
    <message>
        <source>Scene title (English, Chinese)</source>
        <translation>场景标题（英文、中文）</translation>
    </message>
    <message>
        <source>Narration (English, Chinese)</source>
        <translation>讲解词（英文、中文）</translation>
    </message>
    <message>
        <source>Presenter notes (English, Chinese)</source>
        <translation>演讲者备注（英文、中文）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Show scene</source>
        <translation>显示场景</translation>
    </message>
    <message>
        <source>Show this scene in the window (Enter or a double-click in the list)</source>
        <translation>在窗口中显示这个场景（在列表中按 Enter 或双击）</translation>
    </message>
    <message>
        <source>Update from view</source>
        <translation>用视图更新</translation>
    </message>
    <message>
        <source>The scene shows what the window shows now; its texts and question stay</source>
        <translation>场景改为显示窗口当前的内容；文字和问题保持不变</translation>
    </message>
    <message>
        <source>Ask a question</source>
        <translation>提出问题</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Quantity to predict</source>
        <translation>要预测的量</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Position (0: k)</source>
        <translation>位置（0：k）</translation>
    </message>
    <message>
        <source>Cutoff (0: the scenario&apos;s k)</source>
        <translation>截断（0：场景数据的 k）</translation>
    </message>
    <message>
        <source>Tolerance (±)</source>
        <translation>容差（±）</translation>
    </message>
    <message>
        <source>Swaps offered (e.g. 2-5, 1-3; empty: every pair up to k)</source>
        <translation>可选的交换（如 2-5, 1-3；留空：k 以内的每一对位置）</translation>
    </message>
    <message>
        <source>Library whose figure is shown</source>
        <translation>显示其数值的库</translation>
    </message>
    <message>
        <source>Libraries offered (comma-separated)</source>
        <translation>可选的库（用逗号分隔）</translation>
    </message>
    <message>
        <source>Predict a number</source>
        <translation>预测一个数值</translation>
    </message>
    <message>
        <source>Which ranking is better?</source>
        <translation>哪个排序更好？</translation>
    </message>
    <message>
        <source>Which swap helps most?</source>
        <translation>哪次交换帮助最大？</translation>
    </message>
    <message>
        <source>Which convention gives this figure?</source>
        <translation>哪种约定给出这个数值？</translation>
    </message>
    <message>
        <source>Which system is better?</source>
        <translation>哪个系统更好？</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>场景 %1 / %2</translation>
    </message>
    <message>
        <source>No scene yet: Lesson ▸ Add scene from current view</source>
        <translation>还没有场景：课程 ▸ 从当前视图添加场景</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>没有答案：%1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Figure shown: %1</source>
        <translation>显示的数值：%1</translation>
    </message>
    <message>
        <source>Choices: %1</source>
        <translation>选项：%1</translation>
    </message>
    <message>
        <source>the swaps are pairs of positions, such as “2-5, 1-3”</source>
        <translation>交换应写成位置对，例如“2-5, 1-3”</translation>
    </message>
    <message>
        <source>Resize the scene list and the editor</source>
        <translation>调整场景列表与编辑区的大小</translation>
    </message>
    <message>
        <source>Lesson title in English</source>
        <translation>课程标题（英文）</translation>
    </message>
    <message>
        <source>Lesson title in Chinese</source>
        <translation>课程标题（中文）</translation>
    </message>
    <message>
        <source>Scene title in English</source>
        <translation>场景标题（英文）</translation>
    </message>
    <message>
        <source>Scene title in Chinese</source>
        <translation>场景标题（中文）</translation>
    </message>
    <message>
        <source>Narration in English</source>
        <translation>讲解词（英文）</translation>
    </message>
    <message>
        <source>Narration in Chinese</source>
        <translation>讲解词（中文）</translation>
    </message>
    <message>
        <source>Presenter notes in English</source>
        <translation>演讲者备注（英文）</translation>
    </message>
    <message>
        <source>Presenter notes in Chinese</source>
        <translation>演讲者备注（中文）</translation>
    </message>
</context>
<context>
    <name>StepController</name>
    <message>
        <source>Revealed %1</source>
        <translation>已显示%1</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>步骤(&amp;S)</translation>
    </message>
    <message>
        <source>Hide one &amp;quantity</source>
        <translation>隐藏一个量(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Step through</source>
        <translation>逐步演示(&amp;S)</translation>
    </message>
    <message>
        <source>Walk through the computation one term at a time (→ Space PageDown, ← PageUp, Home, End)</source>
        <translation>一次一项地演示计算过程（→ 空格 PageDown，← PageUp，Home，End）</translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation>第一步(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last step</source>
        <translation>最后一步(&amp;L)</translation>
    </message>
    <message>
        <source>Pla&amp;y / pause</source>
        <translation>播放 / 暂停(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;One step per position</source>
        <translation>每个位置一步(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Hide answers</source>
        <translation>隐藏答案(&amp;H)</translation>
    </message>
    <message>
        <source>Show every computed quantity as &quot;?&quot; until you reveal it (R)</source>
        <translation>每个计算所得的量都显示为“?”，直到你将其显示出来（R）</translation>
    </message>
    <message>
        <source>&amp;Reveal next</source>
        <translation>显示下一个(&amp;R)</translation>
    </message>
    <message>
        <source>Reveal &amp;all</source>
        <translation>全部显示(&amp;A)</translation>
    </message>
    <message>
        <source>Step-through</source>
        <translation>逐步演示</translation>
    </message>
    <message>
        <source>Cannot step through: %1</source>
        <translation>无法逐步演示：%1</translation>
    </message>
    <message>
        <source>NDCG@%1, one step at a time. Every number still to be computed shows &quot;?&quot;. Press → or Space for the first step.</source>
        <translation>NDCG@%1，一次一步。尚未计算的数都显示为“?”。按 → 或空格开始第一步。</translation>
    </message>
    <message>
        <source>Predict %1, then reveal it (R).</source>
        <translation>先预测 %1，再揭晓（R）。</translation>
    </message>
    <message>
        <source>Hidden again</source>
        <translation>已重新隐藏</translation>
    </message>
    <message>
        <source>Reveal the next hidden quantity, or the step&apos;s value (R; a clicker&apos;s forward key)</source>
        <translation>揭晓下一个隐藏的量，或本步的值（R；翻页笔的前进键）</translation>
    </message>
    <message>
        <source>Reveal next (clicker: → PageDown)</source>
        <translation>揭晓下一个（翻页笔：→ PageDown）</translation>
    </message>
    <message>
        <source>Hide the last reveal a&amp;gain</source>
        <translation>重新隐藏上一次揭晓(&amp;G)</translation>
    </message>
    <message>
        <source>Take the last reveal back (PageUp or ←, a clicker&apos;s back key)</source>
        <translation>撤回上一次揭晓（PageUp 或 ←，翻页笔的后退键）</translation>
    </message>
    <message>
        <source>Reveal one posi&amp;tion at a time</source>
        <translation>每次揭晓一个位置(&amp;T)</translation>
    </message>
    <message>
        <source>R reveals every hidden value of the next position instead of the next quantity</source>
        <translation>R 揭晓下一个位置的全部隐藏值，而不是下一个量</translation>
    </message>
    <message>
        <source>Hidden answers: R reveals %1 · → reveals it, then goes on · Shift+R reveals all</source>
        <translation>答案已隐藏：R 揭晓%1 · → 先揭晓它，再继续 · Shift+R 全部揭晓</translation>
    </message>
    <message>
        <source>Hidden answers: R reveals %1 next · ← hides the last one again · Shift+R reveals all</source>
        <translation>答案已隐藏：R 接着揭晓%1 · ← 重新隐藏上一个 · Shift+R 全部揭晓</translation>
    </message>
    <message>
        <source>Hidden answers: R reveals %1 next · Shift+R reveals all</source>
        <translation>答案已隐藏：R 接着揭晓%1 · Shift+R 全部揭晓</translation>
    </message>
    <message>
        <source>All answers revealed</source>
        <translation>已显示全部答案</translation>
    </message>
    <message>
        <source>Answers hidden</source>
        <translation>答案已隐藏</translation>
    </message>
</context>
<context>
    <name>StepThroughMovesView</name>
    <message>
        <source>Ideal reordering</source>
        <translation>理想重排</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>漏检</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
</context>
<context>
    <name>StepThroughPanel</name>
    <message>
        <source>First step (Home)</source>
        <translation>第一步（Home）</translation>
    </message>
    <message>
        <source>Previous step (←, Page Up)</source>
        <translation>上一步（←、Page Up）</translation>
    </message>
    <message>
        <source>Next step (→, Space, Page Down)</source>
        <translation>下一步（→、空格、Page Down）</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>最后一步（End）</translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation>暂停（P）</translation>
    </message>
    <message>
        <source>Play (P)</source>
        <translation>播放（P）</translation>
    </message>
    <message>
        <source>Leave step-through (F6)</source>
        <translation>退出逐步演示（F6）</translation>
    </message>
    <message>
        <source>One step per position</source>
        <translation>每个位置一步</translation>
    </message>
    <message>
        <source>Coarse: one step per position instead of grade, gain, discount, term and sum</source>
        <translation>粗略：每个位置一步，而不是等级、增益、折损、项、求和各一步</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>较快</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Speed of play</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>The text: %1 = %2 · exact %3 · %4</source>
        <translation>原文：%1 = %2 · 精确值 %3 · %4</translation>
    </message>
    <message>
        <source>Source text: %1</source>
        <translation>原文出处：%1</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>文件 %1</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Leave step-through</source>
        <translation>退出逐步演示</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
</context>
<context>
    <name>SwapHeatmap</name>
    <message>
        <source>no change</source>
        <translation>没有变化</translation>
    </message>
    <message>
        <source>What-if swap heat map, positions 1 to %1</source>
        <translation>假如交换热力图，位置 1 到 %1</translation>
    </message>
    <message>
        <source>What-if swap heat map, no ranking</source>
        <translation>假如交换热力图，没有排序</translation>
    </message>
    <message>
        <source>Nothing to swap.</source>
        <translation>没有可交换的位置。</translation>
    </message>
    <message>
        <source>What each swap of two positions does to NDCG@%1 is %2.</source>
        <translation>每次交换两个位置对 NDCG@%1 的影响%2。</translation>
    </message>
    <message numerus="yes">
        <source>Of %n swap(s) of two positions</source>
        <translation>
            <numerusform>在 %n 种两两交换中</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 raise NDCG@%2, %3 lower it</source>
        <translation>，%1 种使 NDCG@%2 升高，%3 种使其降低</translation>
    </message>
    <message>
        <source>swapping positions %1 and %2 raises it most, by %3</source>
        <translation>交换位置 %1 与 %2 使其升高最多，变化 %3</translation>
    </message>
    <message>
        <source>no swap raises it</source>
        <translation>没有哪次交换能使其升高</translation>
    </message>
    <message>
        <source>swapping positions %1 and %2 lowers it most, by %3</source>
        <translation>交换位置 %1 与 %2 使其降低最多，变化 %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Position %1 with itself: no swap</source>
        <translation>位置 %1 与自身：不构成交换</translation>
    </message>
    <message>
        <source>Swap positions %1 and %2: NDCG@%3 %4</source>
        <translation>交换位置 %1 与 %2：NDCG@%3 %4</translation>
    </message>
</context>
<context>
    <name>SwapPanel</name>
    <message>
        <source>Apply the best swap</source>
        <translation>应用最佳交换</translation>
    </message>
    <message>
        <source>Swap the pair of positions that raises NDCG@k most (undoable)</source>
        <translation>交换能使 NDCG@k 提高最多的一对位置（可撤销）</translation>
    </message>
    <message>
        <source>the ranking</source>
        <translation>该排序</translation>
    </message>
    <message>
        <source>&lt;b&gt;What-if swaps in %1&lt;/b&gt;: the change in NDCG@%2 if the items at positions &lt;i&gt;i&lt;/i&gt; (row) and &lt;i&gt;j&lt;/i&gt; (column) trade places. &lt;span style=&apos;color:%3&apos;&gt;&lt;b&gt;Blue&lt;/b&gt;&lt;/span&gt; raises it, &lt;span style=&apos;color:%4&apos;&gt;&lt;b&gt;vermillion&lt;/b&gt;&lt;/span&gt; lowers it. Hover to preview, click to apply.</source>
        <translation>&lt;b&gt;%1 中的假如交换&lt;/b&gt;：位置 &lt;i&gt;i&lt;/i&gt;（行）与 &lt;i&gt;j&lt;/i&gt;（列）上的项互换时 NDCG@%2 的变化。&lt;span style=&apos;color:%3&apos;&gt;&lt;b&gt;蓝色&lt;/b&gt;&lt;/span&gt;表示提高，&lt;span style=&apos;color:%4&apos;&gt;&lt;b&gt;朱红色&lt;/b&gt;&lt;/span&gt;表示降低。悬停可预览，点击即应用。</translation>
    </message>
    <message>
        <source>No ranking is open.</source>
        <translation>没有打开的排序。</translation>
    </message>
    <message>
        <source>A ranking of one item has nothing to swap.</source>
        <translation>只有一项的排序没有可交换的。</translation>
    </message>
    <message>
        <source>No swap raises NDCG@%1: the top %1 are already in the best order these items allow.</source>
        <translation>没有哪次交换能提高 NDCG@%1：前 %1 项已经是这些项所能达到的最佳顺序。</translation>
    </message>
    <message>
        <source>No swap raises NDCG@%1 (%2): the top %1 are already in the best order these items allow; the rest of the way to 1 is judged items the ranking did not retrieve.</source>
        <translation>没有哪次交换能提高 NDCG@%1（%2）：前 %1 项已经是这些项所能达到的最佳顺序；与 1 的差距来自该排序未检索到的已标注项。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>Best swap: positions %1 ↔ %2 raises NDCG@%3 by &lt;b&gt;%4&lt;/b&gt;.</source>
        <translation>最佳交换：位置 %1 ↔ %2，使 NDCG@%3 提高 &lt;b&gt;%4&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Preview: swap %1%2 ↔ %3%4: NDCG@%5 %6 → %7 (&lt;b&gt;%8&lt;/b&gt;). Click to apply.</source>
        <translation>预览：交换 %1%2 ↔ %3%4：NDCG@%5 %6 → %7（&lt;b&gt;%8&lt;/b&gt;）。点击即应用。</translation>
    </message>
    <message>
        <source>Swap positions %1 and %2</source>
        <translation>交换位置 %1 和 %2</translation>
    </message>
    <message>
        <source>The changes in NDCG@%1 are hidden until it is revealed (R). Hover to preview a swap, click to apply it.</source>
        <translation>NDCG@%1 的变化在揭晓（R）之前隐藏。悬停可预览一次交换，点击即应用。</translation>
    </message>
    <message>
        <source>Preview: swap %1%2 ↔ %3%4 (NDCG@%5 is hidden). Click to apply.</source>
        <translation>预览：交换 %1%2 ↔ %3%4（NDCG@%5 已隐藏）。点击即应用。</translation>
    </message>
</context>
<context>
    <name>TextFiguresPanel</name>
    <message>
        <source>Figure</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>The text says</source>
        <translation>原文给出</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>This scenario is not a worked example: there is no text to compare with. Open one with Examples ▸ Worked examples (Ctrl+E).</source>
        <translation>此场景不是教材示例：没有可对照的原文。请用“示例 ▸ 教材示例”（Ctrl+E）打开一个。</translation>
    </message>
    <message>
        <source>Source text: %1 &lt;small&gt;(file %2)&lt;/small&gt;</source>
        <translation>原文：%1&lt;small&gt;（文件 %2）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Its conventions: %1</source>
        <translation>其约定：%1</translation>
    </message>
    <message>
        <source>The ranking was edited: the exact values are those of the edited ranking.</source>
        <translation>排序已被编辑：精确值是编辑后排序的值。</translation>
    </message>
    <message>
        <source>Cannot compute the exact values: %1</source>
        <translation>无法计算精确值：%1</translation>
    </message>
    <message>
        <source>The text: “%1”</source>
        <translation>原文：“%1”</translation>
    </message>
    <message>
        <source>✓ agrees</source>
        <translation>✓ 一致</translation>
    </message>
    <message>
        <source>≠ differs</source>
        <translation>≠ 不同</translation>
    </message>
    <message>
        <source>exact − text = %1</source>
        <translation>精确值 − 原文 = %1</translation>
    </message>
    <message>
        <source>(no reason recorded)</source>
        <translation>（未记录原因）</translation>
    </message>
    <message>
        <source>No notes on this example as a whole.</source>
        <translation>此示例没有整体性的注释。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>The text&apos;s figures and the exact values are hidden until the answers are revealed (R): a figure of the text that is right is the answer.</source>
        <translation>原文的数值和精确值在答案揭晓（R）之前隐藏：原文中正确的数值就是答案。</translation>
    </message>
    <message>
        <source>Hidden with the answers.</source>
        <translation>随答案一起隐藏。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n figure(s) (agrees|agree) with the exact value to the text&apos;s own rounding.</source>
        <translation>
            <numerusform>%n 个数值中有 %1 个在原文自身的舍入精度下与精确值一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>The text&apos;s figures against the exact values</source>
        <translation>原文数值与精确值对照</translation>
    </message>
</context>
<context>
    <name>TiesPanel</name>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;并列：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; the items carry no system scores, so the order is the one listed and no tie rule applies.</source>
        <translation>&lt;b&gt;并列：&lt;/b&gt;各项没有系统得分，因此顺序即列出的顺序，不涉及并列规则。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; every score is different: every tie rule gives the same order, NDCG@%1 = %2.</source>
        <translation>&lt;b&gt;并列：&lt;/b&gt;每个得分都不同：所有并列规则给出相同的顺序，NDCG@%1 = %2。</translation>
    </message>
    <message>
        <source>one tied group of %1 items</source>
        <translation>一组并列，共 %1 项</translation>
    </message>
    <message>
        <source>%1 tied groups, %2 items</source>
        <translation>%1 组并列，共 %2 项</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tied scores:&lt;/b&gt; %1. The order inside each group is a convention, and NDCG@%2 under these settings ranges from %3 to %4:</source>
        <translation>&lt;b&gt;得分并列：&lt;/b&gt;%1。每组内部的顺序是一种约定，在当前设置下 NDCG@%2 的范围为 %3 到 %4：</translation>
    </message>
</context>
<context>
    <name>TrecQueryDialog</name>
    <message>
        <source>Pick a query</source>
        <translation>选择查询</translation>
    </message>
    <message>
        <source>Queries of %1 with judgments in the qrels. NDCG as trec_eval computes it (linear gain, the whole run).</source>
        <translation>%1 中在 qrels 里有相关性判断的查询。NDCG 按 trec_eval 的方式计算（线性增益，整个运行结果）。</translation>
    </message>
    <message>
        <source>Search query ids…</source>
        <translation>搜索查询编号…</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>已检索</translation>
    </message>
    <message>
        <source>Relevant</source>
        <translation>相关</translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation>NDCG</translation>
    </message>
    <message>
        <source>Open query</source>
        <translation>打开查询</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 queries shown</source>
        <translation>
            <numerusform>显示 %n 个查询，共 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Search query ids</source>
        <translation>搜索查询编号</translation>
    </message>
    <message>
        <source>Queries of the run</source>
        <translation>该运行结果的查询</translation>
    </message>
</context>
<context>
    <name>UnretrievedModel</name>
    <message>
        <source>The position this judged item takes in the ideal ordering (computed); “—” when the ideal comes from the ranking only.</source>
        <translation>该已标注文档在理想排序中的位置（计算所得）；理想排序仅来自本排序时显示“—”。</translation>
    </message>
    <message>
        <source>Judged but not retrieved: counted by the ideal (IDCG) and by recall, never by DCG.</source>
        <translation>已标注但未检索到：计入理想排序（IDCG）和召回率，从不计入 DCG。</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Ideal position</source>
        <translation>理想位置</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, large bold text and high contrast for a projector; Esc leaves</source>
        <translation>全屏、大号粗体文字和高对比度，适合投影；按 Esc 退出</translation>
    </message>
    <message>
        <source>Interface s&amp;cale</source>
        <translation>界面缩放(&amp;C)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Text, controls and icons of every window at %1 % of their size</source>
        <translation>所有窗口的文字、控件和图标按原大小的 %1% 显示</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger text, lines and markers (up to 2.5×)</source>
        <translation>更大的文字、线条和标记（最大 2.5×）</translation>
    </message>
    <message>
        <source>Larger text, lines and markers (up to %1× on this screen)</source>
        <translation>更大的文字、线条和标记（此屏幕上最大 %1×）</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller text, lines and markers (down to 1×)</source>
        <translation>更小的文字、线条和标记（最小 1×）</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>1×: the interface scale alone</source>
        <translation>1×：仅按界面缩放比例显示</translation>
    </message>
    <message>
        <source>&amp;Blank screen</source>
        <translation>黑屏(&amp;B)</translation>
    </message>
    <message>
        <source>Presenter mode: black screen; B or any key returns</source>
        <translation>演示模式：黑屏；按 B 或任意键返回</translation>
    </message>
    <message>
        <source>Lea&amp;ve presenter mode</source>
        <translation>退出演示模式(&amp;V)</translation>
    </message>
    <message>
        <source>Presenter window on a &amp;second screen</source>
        <translation>在第二块屏幕上显示演讲者窗口(&amp;S)</translation>
    </message>
    <message>
        <source>With two screens, presenter mode shows the next step&apos;s narration on the other one</source>
        <translation>有两块屏幕时，演示模式会在另一块屏幕上显示下一步的讲解</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Light text on a dark background</source>
        <translation>深色背景上的浅色文字</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <source>The terms in English and Chinese, with definitions</source>
        <translation>中英文术语及其定义</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every action and its key</source>
        <translation>每个操作及其按键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>&amp;About NDCG Explorer</source>
        <translation>关于 NDCG Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>Version, licence and where the numbers come from</source>
        <translation>版本、许可证以及数值的出处</translation>
    </message>
    <message>
        <source>About NDCG Explorer</source>
        <translation>关于 NDCG Explorer</translation>
    </message>
    <message>
        <source>&lt;p&gt;Teaches and visualises NDCG, the ranking metric of search and recommendation: every position&apos;s gain, discount and contribution, the ideal ordering, and NDCG@k, live as you edit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;讲解并可视化 NDCG——搜索与推荐中的排序评价指标：每个位置的增益、折损与贡献、理想排序以及 NDCG@k，随编辑实时更新。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The worked examples come from five Chinese texts on NDCG. Where a text prints a figure that differs from the exact value, both are shown, with the reason.&lt;/p&gt;&lt;p&gt;Every convention (gain, discount, ideal, IDCG = 0) is named with the library that uses it; &lt;code&gt;ndcg-cli eval&lt;/code&gt; reproduces trec_eval.&lt;/p&gt;&lt;p&gt;Licence: MIT. Built with Qt %1, running on Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;例题取自五篇讲解 NDCG 的中文文章。若原文给出的数值与精确值不同，两者并列显示，并说明原因。&lt;/p&gt;&lt;p&gt;每种约定（增益、折损、理想排序、IDCG = 0 时的处理）都注明了采用它的库；&lt;code&gt;ndcg-cli eval&lt;/code&gt; 与 trec_eval 的结果完全一致。&lt;/p&gt;&lt;p&gt;许可证：MIT。以 Qt %1 构建，运行于 Qt %2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>Pure black and white, strong colours and thick focus frames, for low vision</source>
        <translation>纯黑与纯白、高对比的颜色和粗焦点框，方便视力不佳者</translation>
    </message>
    <message>
        <source>&amp;Follow the desktop&apos;s look</source>
        <translation>跟随桌面外观(&amp;F)</translation>
    </message>
    <message>
        <source>Dark or light and high contrast as the desktop is set, until you choose again</source>
        <translation>深色或浅色、是否高对比度都与桌面设置一致，直到你再次选择</translation>
    </message>
</context>
<context>
    <name>ViewState</name>
    <message>
        <source>Preview: swap of positions %1 and %2 (not applied)</source>
        <translation>预览：交换位置 %1 和 %2（尚未应用）</translation>
    </message>
    <message>
        <source>Preview (not applied)</source>
        <translation>预览（尚未应用）</translation>
    </message>
    <message>
        <source>preview: swap %1 ↔ %2</source>
        <translation>预览：交换 %1 ↔ %2</translation>
    </message>
    <message>
        <source>preview, not applied</source>
        <translation>预览，尚未应用</translation>
    </message>
</context>
<context>
    <name>Workbench</name>
    <message>
        <source>Judged items not retrieved</source>
        <translation>未检索到的已标注文档</translation>
    </message>
    <message>
        <source>&lt;b&gt;Judged, not retrieved&lt;/b&gt; (counted by the ideal)</source>
        <translation>&lt;b&gt;已标注、未检索到&lt;/b&gt;（计入理想排序）</translation>
    </message>
    <message>
        <source>Judged items the ranking did not return: they count in IDCG and recall, never in DCG</source>
        <translation>排序未返回的已标注文档：计入 IDCG 和召回率，从不计入 DCG</translation>
    </message>
    <message>
        <source>Add judged item</source>
        <translation>添加已标注文档</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>judged %1</source>
        <translation>已标注 %1</translation>
    </message>
    <message>
        <source>Remove judged items</source>
        <translation>删除已标注文档</translation>
    </message>
    <message>
        <source>Add a judged item the ranking did not return (Insert in the judged list)</source>
        <translation>添加一个排序未返回的已标注文档（在已标注列表中按 Insert）</translation>
    </message>
    <message>
        <source>Remove the selected judged items (Delete in the judged list)</source>
        <translation>删除选中的已标注文档（在已标注列表中按 Delete）</translation>
    </message>
    <message>
        <source>DCG@i (blue, solid, circles) and IDCG@i (orange, dashed, squares) up to each position i; click a position to select it</source>
        <translation>到每个位置 i 为止的 DCG@i（蓝色实线、圆点）和 IDCG@i（橙色虚线、方块）；点击某个位置可选中它</translation>
    </message>
    <message>
        <source>gain · d(i) at each position: this ranking (solid blue) beside the ideal (hatched orange); click to select</source>
        <translation>各位置的增益·d(i)：本排序（蓝色实心）与理想排序（橙色斜线）并列；点击可选中</translation>
    </message>
    <message>
        <source>NDCG@i (purple, triangles) for every cutoff i; the dash-dot line marks k; click to select</source>
        <translation>每个截断位置 i 的 NDCG@i（紫色、三角形）；点划线标出 k；点击可选中</translation>
    </message>
    <message>
        <source>The formula with this ranking&apos;s numbers; click a term to select its position</source>
        <translation>代入本排序数值的公式；点击某一项可选中其位置</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Resize the table and the charts</source>
        <translation>调整表格与图表的大小</translation>
    </message>
    <message>
        <source>Resize the table and the formula</source>
        <translation>调整表格与公式的大小</translation>
    </message>
    <message>
        <source>Resize the formula and the tabs</source>
        <translation>调整公式与标签页的大小</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Print lesson as worksheet</source>
        <translation>将课程打印为练习单</translation>
    </message>
    <message>
        <source>One version per student, with other grades</source>
        <translation>每个学生一个版本，等级各不相同</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>学生人数</translation>
    </message>
    <message>
        <source>&amp;Students:</source>
        <translation>学生人数(&amp;S)：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The same seed prints the same versions again: it is printed on each sheet and names each version&apos;s key.</source>
        <translation>相同的种子会再次打印出相同的版本：种子印在每张练习单上，并标明每个版本的答案。</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <source>The interface&apos;s language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Both side by side (English | 中文)</source>
        <translation>中英并排（English | 中文）</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Worksheet and answer key</source>
        <translation>练习单和答案</translation>
    </message>
    <message>
        <source>Worksheet only</source>
        <translation>仅练习单</translation>
    </message>
    <message>
        <source>Answer key only</source>
        <translation>仅答案</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>&amp;Print:</source>
        <translation>打印(&amp;P)：</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>另存为 PDF…</translation>
    </message>
    <message>
        <source>Save the worksheet as PDF</source>
        <translation>将练习单保存为 PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF（*.pdf）</translation>
    </message>
    <message>
        <source>The worksheet was not written: %1</source>
        <translation>练习单未写出：%1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>WorksheetPdf</name>
    <message>
        <source>Worksheet</source>
        <translation>练习单</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Fill in every empty box of the tables, then answer the question.</source>
        <translation>填写表格中的每个空格，然后回答问题。</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>问题 %1</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>你的回答：</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>(right within ± %1)</source>
        <translation>（误差在 ± %1 以内算对）</translation>
    </message>
    <message>
        <source>Tick one:</source>
        <translation>选一项：</translation>
    </message>
    <message>
        <source>The figure shown: %1</source>
        <translation>给出的数值：%1</translation>
    </message>
    <message>
        <source>Computed: %1</source>
        <translation>计算结果：%1</translation>
    </message>
    <message>
        <source>Definition:</source>
        <translation>定义：</translation>
    </message>
    <message>
        <source>Ranking A</source>
        <translation>排序 A</translation>
    </message>
    <message>
        <source>Ranking B</source>
        <translation>排序 B</translation>
    </message>
    <message>
        <source>not retrieved</source>
        <translation>未检索到</translation>
    </message>
    <message>
        <source>Ranked below the rows of the table (for the ideal): %1</source>
        <translation>排在表格各行之后（用于理想排序）：%1</translation>
    </message>
    <message>
        <source>%2 × grade %1</source>
        <translation>%2 × 等级 %1</translation>
    </message>
    <message>
        <source>Judged but not retrieved (for the ideal): %1</source>
        <translation>已标注但未检索到（用于理想排序）：%1</translation>
    </message>
    <message>
        <source>Rows 1–%1 of the %2 up to k.</source>
        <translation>只列出截断位置 k 以内 %2 行中的第 1–%1 行。</translation>
    </message>
    <message>
        <source>Version %1 of %2 · seed %3</source>
        <translation>版本 %1（共 %2 个）· 种子 %3</translation>
    </message>
    <message>
        <source>Answer key of version %1 · seed %2</source>
        <translation>版本 %1 的答案 · 种子 %2</translation>
    </message>
    <message>
        <source>This lesson has no questions.</source>
        <translation>这一课没有问题。</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>gain</source>
        <translation>增益</translation>
    </message>
    <message>
        <source>d(i)</source>
        <translation>d(i)</translation>
    </message>
    <message>
        <source>gain·d(i)</source>
        <translation>增益·d(i)</translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation>DCG@i</translation>
    </message>
    <message>
        <source>ideal grade</source>
        <translation>理想等级</translation>
    </message>
    <message>
        <source>IDCG@i</source>
        <translation>IDCG@i</translation>
    </message>
    <message>
        <source>NDCG@i</source>
        <translation>NDCG@i</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Teach and visualise NDCG, exactly and live.</source>
        <translation>精确、实时地讲解和展示 NDCG。</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file and exit.</source>
        <translation>把主窗口渲染为 PNG 文件后退出。</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation>--screenshot 的窗口大小，如 1280x800。</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT, e.g. 1280x800</source>
        <translation>--size 应为“宽x高”，如 1280x800</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>User interface language: en, zh_CN or both (Chinese with the English terms). Default: the one chosen last in View → Language, else the system&apos;s.</source>
        <translation>界面语言：en、zh_CN 或 both（中文并附英文术语）。默认为上次在“视图 → 语言”中选择的语言，否则为系统语言。</translation>
    </message>
    <message>
        <source>unknown language %1: use en, zh_CN or both</source>
        <translation>未知语言 %1：请用 en、zh_CN 或 both</translation>
    </message>
    <message>
        <source>A scenario (.ndcg.json) or a CSV/TSV ranking to open.</source>
        <translation>要打开的场景文件（.ndcg.json）或 CSV/TSV 排序文件。</translation>
    </message>
    <message>
        <source>Play a lesson full screen: a bundled lesson&apos;s id (%1) or a lesson file (.ndcg-lesson.json).</source>
        <translation>全屏播放一节课：内置课程的 ID（%1）或课程文件（.ndcg-lesson.json）。</translation>
    </message>
    <message>
        <source>The language of a played lesson&apos;s narration: en, zh_CN or both. Default: the interface&apos;s.</source>
        <translation>播放课程时解说的语言：en、zh_CN 或 both。默认为界面语言。</translation>
    </message>
    <message>
        <source>--play %1: no bundled lesson has this id and there is no such file (the bundled lessons: %2)</source>
        <translation>--play %1：没有这个 ID 的内置课程，也没有这个文件（内置课程：%2）</translation>
    </message>
    <message>
        <source>unknown --play-language %1: use en, zh_CN or both</source>
        <translation>未知的 --play-language %1：请用 en、zh_CN 或 both</translation>
    </message>
</context>
</TS>
