<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BreakdownChart</name>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Which convention gives this number?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a figure quoted by a paper, a text or a library. The search tries every gain, discount and log base, ideal source, cutoff k and zero-IDCG rule on the ranking, and lists those that give the figure at the rounding it was quoted with (0.861 means 0.8605 to 0.8615).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 0.861 or 86.1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ranking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ranking is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a figure:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No search:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#A04000&apos;&gt;No convention gives %1 (± %2)&lt;/b&gt; among the %3 tried on this ranking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nearest is &lt;b&gt;%1&lt;/b&gt;: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b style=&apos;color:#005A8C&apos;&gt;%n convention(s) give %1&lt;/b&gt; (± %2) on this ranking, of %3 tried:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClaimMatchModel</name>
    <message>
        <source>all (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>exponential (2^g-1), linear, or a map like 1=3,2=9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative grades: zero or reject.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log, jk2002 or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discount&apos;s log base b &gt; 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cutoff: a positive integer or all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal source: pool or list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG when IDCG = 0: zero, one or undefined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relevance threshold t (grade &gt;= t).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERR&apos;s top grade gmax.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RBP&apos;s persistence p in (0, 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, json, csv, markdown or latex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a comma-separated list of numbers, got an empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item %1 (&apos;%2&apos;) is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exponential, linear or a map like 1=3,2=9,4=4.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected zero or reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected log, jk2002 or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number greater than 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive integer or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected pool or list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected zero, one or undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number strictly between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, json, csv, markdown or latex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One ranking&apos;s NDCG under the conventions of trec_eval, scikit-learn, LightGBM, XGBoost, TF-Ranking, RankLib, ranx and Järvelin &amp; Kekäläinen 2002.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranking&apos;s grades, e.g. 3,2,0,1,3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s scores, one per item, e.g. 0.9,0.8,0.8,0.5,0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doc ids of the ranked items (trec_eval breaks ties by them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grades of judged items the ranking did not return, e.g. 3,0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grades is required, e.g. --grades 3,2,0,1,3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: invalid value &apos;%1&apos;: expected text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scores: %1 score(s) for %2 grade(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--labels: %1 label(s) for %2 grade(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-k: invalid value &apos;%1&apos;: expected a positive integer or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG at k = %1 under each library&apos;s conventions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied scores: %1 group(s), %2 item(s); NDCG with linear gain and the judged pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-averaged (scikit-learn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trec_eval order (docno descending)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ties as listed (stable sort)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: invalid value &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate a TREC run against qrels as trec_eval does, or explain one query of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the measures of each query too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average over every query of the qrels; a query the run lacks scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest grade that counts as relevant (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate only the first DEPTH documents of each query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A measure, optionally with parameters: %1; e.g. P.5,10 or ndcg.1=3,2=9 or the sets official (default) and all_trec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads that read the run (default: one per core); 1 reads it serially. The output is the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain the NDCG of this query of the run, term by term, under trec_eval&apos;s conventions (linear gain, the judged pool as ideal, relevant from -l) unless the options below change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgments: qid iter docno grade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run: qid Q0 docno rank score tag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two files, QRELS and RUN (got %1 arguments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a positive integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-%1 has no meaning with --explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(ours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>our own example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conventions of the text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text&apos;s figures next to the exact values:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bundled worked example (see ndcg-cli example list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario file (.ndcg.json) instead of a bundled example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a comparison example: ranking A (default) or B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--example and --scenario cannot be combined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ranking B: &quot;%1&quot; has only one ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ranking: invalid value &apos;%1&apos;: expected A or B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled worked examples: list them, or show one with the text&apos;s figures next to the exact values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list or show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the texts: en or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json; for show also scenario (the .ndcg.json file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: invalid value &apos;%1&apos;: expected en or zh_CN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected list or show NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show needs one example name (see ndcg-cli example list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: invalid value &apos;%1&apos;: expected text, json or scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;: expected list or show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain NDCG for a ranking of grades, term by term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels of the ranked items, e.g. a,b,c.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 cannot be combined with --example or --scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ranking needs --example or --scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grades or --example is required, e.g. --grades 3,2,0,1,3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through NDCG one term at a time: gain, discount, contribution and running DCG for each position, the ideal reordering, the ideal terms, NDCG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step per position instead of five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits shown in the formulas (default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--decimals: invalid value &apos;%1&apos;: expected an integer from 0 to 17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grades or --example is required, e.g. --example 000-prose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not retrieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade %1%2: %3 → ideal position %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (beyond k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change in NDCG@k if positions i and j were swapped, for every pair (the weights LambdaRank trains on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ΔNDCG@%1 if positions i and j are swapped (NDCG@%1 = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best swap: positions %1 and %2, ΔNDCG = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no swap raises NDCG@%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which conventions reproduce a quoted figure? Searches gain, discount and base, ideal source, k and the zero-IDCG rule. Exit status 0 when some convention reproduces the figure, 1 when none does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranking&apos;s grades, e.g. 4,5,2,3,1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure as quoted, e.g. 0.861 (its decimals set the rounding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An explicit tolerance instead of the quoted rounding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ndcg (default), dcg or idcg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grades is required, e.g. --grades 4,5,2,3,1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--value is required, e.g. --value 0.861</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--quantity: invalid value &apos;%1&apos;: expected ndcg, dcg or idcg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tolerance: invalid value &apos;%1&apos;: expected a number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nearest: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonChart</name>
    <message>
        <source>Position i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running DCG: A, B and the ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: DCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: DCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal: IDCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&apos;s ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&apos;s ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where they differ: contribution of A − B at each position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A − B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gains here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B gains here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonController</name>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 002: &amp;algorithm A vs algorithm B (lipsticks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed 001: &amp;system A vs system B (成都旅游攻略)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with a &amp;copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start ranking B as a copy of A, then drag B&apos;s rows to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if &amp;swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convention explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convention &amp;explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Which convention gives this number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy ranking A into B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking B is a copy of A: drag its rows (or use Edit ▸ Move up/down) to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking B has edits that ending the comparison will discard. End it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ranking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;■ Ranking A&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;▲ Ranking B&lt;/b&gt; (drag rows to reorder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (preview)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt; font-weight:bold; color:%2&apos;&gt;%3&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style=&apos;font-size:%4pt&apos;&gt;NDCG@%5 = &lt;b&gt;%6&lt;/b&gt;&lt;/span&gt;%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;No comparison&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;NDCG is undefined&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@%1 = 0 and the zero-IDCG rule leaves NDCG undefined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt&apos;&gt;&lt;b&gt;A and B score the same&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:%1pt; color:%2&apos;&gt;&lt;b&gt;%3 is better by %4&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@%1 of A − B = &lt;b&gt;%2%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gains at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B gains at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gains at positions %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B gains at positions %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their ideals differ (IDCG@%1 %2 vs %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <source>Contribution gain·d(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain · d(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConventionPanel</name>
    <message>
        <source>NDCG under each library&apos;s convention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ranking is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Every library&apos;s NDCG for %1&lt;/b&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Every library&apos;s NDCG for %1&lt;/b&gt; at k = %2: each row spells out its conventions and why its number differs from the row above. Hover a row for the source it was taken from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConventionTableModel</name>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@k = %1, IDCG@k = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it differs from the row above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DefinitionBar</name>
    <message>
        <source>Write the map as grade=gain pairs: 1=3,2=9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exponential 2^g − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 / log_b(i + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Järvelin–Kekäläinen 2002</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (CG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG = 0 (trec_eval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG = 1 (LightGBM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined (—)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain 0 (trec_eval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuse (scikit-learn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain &amp;map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log &amp;base b:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Negative grades:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ideal from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;DCG = 0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relevant if grade ≥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;k =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = all: every position of the ranking and of the judged pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutoff k: only positions 1..k count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conventions behind every number: click a part to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JK 2002: 1 for i &amp;lt; %1, else 1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged pool (1 item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged pool (%1 items)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking only (1 item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking only (%1 items)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if IDCG = 0: NDCG = &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relevant: g ≥ &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative grades refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutoff k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cutoff k slider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExampleGallery</name>
    <message>
        <source>Worked examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search titles, sources and descriptions (English or 中文)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>our own example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No example matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read this example: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: an example of our own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conventions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grades:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares two rankings, A and B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text states %1 figures; %2 agree with the exact value, %3 differ (Examples ▸ Compare with the text).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Made with NDCG Explorer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new ranking with the conventions for new documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking from &amp;CSV or TSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query from &amp;TREC qrels and run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Running DCG chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contribution chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;NDCG by position chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;LaTeX (booktabs)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;handout (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these conventions for &amp;new documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export c&amp;hart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them before they are lost?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG scenarios (*.ndcg.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open document was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any file that was there is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG scenarios (*.ndcg.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV and TSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 of the ranking: the grade %2 is out of range (expected a grade between −%3 and %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a TREC query: the qrels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TREC qrels (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a TREC query: the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TREC runs (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No query of the run has judgments in “%1” (expected the qrels of the same topics).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grade %1 is out of range (expected a grade between −%2 and %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a grade is out of range (expected grades between −%1 and %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown files (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX files (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a handout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>the disk is full (a simulated failure)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormulaPanel</name>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormulaText</name>
    <message>
        <source>no terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0: NDCG is taken as 0 (trec_eval, scikit-learn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0: NDCG is taken as 1 (LightGBM, XGBoost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0: NDCG is undefined</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every term the app uses, in English and Simplified Chinese. Chinese texts also write 累积 for 累计 and 折扣 for 折损 (and 收益 for 增益): the app uses the first of each; the others are listed as variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definition (Chinese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary of terms in English and Chinese</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Ranking A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts of ranking %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with NDCG Explorer. Numbers are exact doubles, shown rounded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JudgedPoolModel</name>
    <message>
        <source>The position this judged item takes in the ideal ordering (computed); “—” when the ideal comes from the ranking only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged but not retrieved: counted by the ideal (IDCG) and by recall, never by DCG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Seed 000: five graded results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected rows (or the whole table) as tab-separated text, for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste grades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a column or block of grades and labels (tab, comma or space separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insert row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort into the &amp;ideal order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reverse order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;huffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rese&amp;t ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the ranking the app opened with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;conventions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — NDCG Explorer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ndcg</name>
    <message>
        <source>position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unretrieved judged item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the grade is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: negative grade %2 rejected (negative grades: reject)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2^%1 overflows a double: gains, contributions, DCG and IDCG are shown in units of 2^%2 (NDCG is unaffected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade %1: 2^g - 1 is not exact in a double past g = 53</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative grades given gain 0 and left out of the ideal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1 is beyond the ranking&apos;s %2 items: the ranking&apos;s sum stops at n = %2, the ideal fills k positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@%1 = 0 (no item with a positive gain): NDCG is %2 by the zero-IDCG rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERR: grades above the top grade %1 were counted as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0: zero-IDCG rule &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JK 2002: 1 for i &lt; %1, else 1/%2(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (CG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged pool (1 item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged pool (%1 items)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranking only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain %1 · Discount %2 · k = %3 · Ideal: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contrib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CG@%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P@%1 = %2  R@%1 = %3  RR = %4  AP = %5  ERR@%1 = %6  RBP(p=%7) = %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@%1 range for these grades: worst %2 · random %3 · best %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any gain and discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal from the list or the pool (the same here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal from the judged pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0, scored %1 by the zero-IDCG rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain linear or exponential (the same for grades 0 and 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear gain g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exponential gain 2^g − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discount 1/log_b(i+1), any base b (it cancels in NDCG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discount 1/log_%1(i+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Järvelin–Kekäläinen 2002 discount with b = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no discount (cumulative gain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1 (all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1–%2 (all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a plain decimal figure such as 0.861 or 86.1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure and its tolerance must be finite, the tolerance &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ranking is empty: there is nothing to reproduce the figure from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no convention gives %1 = %2 (%3 tried); the nearest is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n convention(s) give %1 = %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refuses grade %2 (%3): labels must be integers 0..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refuses grade %2 (%3): labels must be 0..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discount %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal from %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0 scored %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items with a negative grade dropped as padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grades below 1 count as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed: the row above refused this input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same conventions as the row above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same value: the conventions differ only in rules that do not apply here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same value; differs only in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same conventions, different value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g (linear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2^g − 1 (exponential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/log_%1(i+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JK 2002: 1 for i &lt; %1, then 1/log_%1(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (cumulative gain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judged pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discount %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0 → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative grades refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer labels 0..%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>labels read as integers 0..%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative labels are padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 refuses a list of %n item(s): it needs at least %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refuses this input: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ties are shuffled at random on every evaluation: the expected value is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranx sorts with an unstable quicksort: tied items are shown in the order listed, ranx may differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied scores ordered by docno descending; unlabelled items use their position as docno</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG = 0: undefined under this convention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cutoff must be a positive integer or 0 for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is not closed (expected a closing &quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty (expected rows of label, grade, score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is binary, not CSV or TSV text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is too long (over %1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no rows (expected rows of label, grade, score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has a header but no rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header names no grade column (expected a column named grade, rel or relevance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too few fields: %1 (expected a grade in column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the grade &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the score &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no example named &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the example: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: position %2 does not exist (the table has %3 rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log denominator at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discount at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contribution at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal gain at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal contribution at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain 2^g−1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sum of rounded terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a term truncated instead of rounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an arithmetic slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wrong logarithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carried over from a wrong figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different list in prose and code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the formula and the computation use different conventions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figures that need different relevance thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a claim no convention reproduces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the code does not do what the text says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text contradicts itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an NDCG Explorer scenario: missing field &quot;format&quot; (expected &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an NDCG Explorer scenario: expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file uses scenario format version %1, newer than version %2 that this NDCG Explorer reads: open it with a newer NDCG Explorer (the file was not changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object describing the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the custom gain map is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the custom gain map gives grade %1 the negative gain %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log base must be a number greater than 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cutoff k must be at least 1 (or all), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relevance threshold must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERR&apos;s top grade must be a number greater than 0, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RBP&apos;s persistence p must lie strictly between 0 and 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (negative grade: gain 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the map: linear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (i = %1 &lt; b = %2: no discount)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (no discount)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 holds a result of grade %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 holds %2, of grade %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1: grade %2 gives gain %3, discounted by %4 to %5; DCG@%1 = %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear gain: the gain is the grade itself, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exponential gain: 2 to the power of the grade, minus 1, is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gain map turns grade %1 into gain %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No discount: position %1 counts in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 is discounted: its gain is multiplied by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain times discount: position %1 contributes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding it to the running sum: DCG@%1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The ranking has only %n result(s), so the sum stops there: DCG@%1 = %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The sum of the %1 contributions: DCG@%1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ideal ordering sorts the whole judged pool by gain, highest first: %1 ranked item(s) move and %2 judged item(s) the system missed come in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The ideal ordering sorts the grades by gain, highest first: %n item(s) move.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>ideal order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal position %1 holds grade %2: gain %3 × %4 = %5; IDCG@%1 = %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best possible DCG@%1: IDCG@%1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@%1 = DCG@%1 / IDCG@%1 = %2: the ranking reaches %3% of the best possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@%1 = 0: there is nothing to normalise by, and the zero-IDCG rule gives NDCG@%1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the swap matrix is limited to %1 ranked items; this ranking has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1: the score is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 items have a score: give a score to every item or to none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order as listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score descending, tied items in the order listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score descending, tied items by docno descending (trec_eval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score descending, tied items best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score descending, tied items worst first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score descending, tied items&apos; gains averaged (scikit-learn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score descending, tied items shuffled at random (expected value shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: invalid value &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (expected one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing field &quot;%1&quot; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object with &quot;en&quot; and &quot;zh_CN&quot; texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object with every convention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object mapping grades to gains, e.g. {&quot;1&quot;: 3, &quot;2&quot;: 9}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is not a grade (a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a positive integer or &quot;all&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an item object such as {&quot;grade&quot;: 2, &quot;label&quot;: &quot;d1&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade %1 is out of range (expected a number from %2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade %1 is out of range: negative grades are rejected by the setting negativeGrades = &quot;reject&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ranking object with &quot;items&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure is about ranking B, but the scenario has no &quot;rankingB&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected A or B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a per-position quantity: remove &quot;position&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure can name linear or exponential gain, not custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a decimal number as a text prints it (e.g. &quot;9.26&quot; or &quot;81.96%&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a note object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ndcg::Trec</name>
    <message>
        <source>-m %1.%2: cutoff &apos;%3&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m %1.%2: cutoffs must be positive integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m %1.%2: a cutoff is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m ndcg.%1: expected grade=gain pairs like 1=3,2=9, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m ndcg.%1: &apos;%2&apos; is not a grade (an integer &gt;= 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m ndcg.%1: gain &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty: expected lines &apos;qid Q0 docno rank score tag&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m %1: parameters expected after &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m %1: a set of measures takes no parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m %1: %2 takes no parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-m %1: unsupported measure &apos;%2&apos; (supported: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no query of the run has judgments in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query &apos;%1&apos; has no judgments in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected binary data (byte 0x%1 in column %2): not a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line longer than %1 bytes: not a TREC file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>docno &apos;%1&apos; occurs twice in query &apos;%2&apos; (first on line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the run file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the run file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the qrels file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the qrels file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docno grade&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 4 fields &apos;qid iter docno grade&apos;, found more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer grade, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many judgments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>docno &apos;%1&apos; is judged twice for query &apos;%2&apos; (first on line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty: expected lines &apos;qid iter docno grade&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 6 fields &apos;qid Q0 docno rank score tag&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number as the score, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NdcgChart</name>
    <message>
        <source>NDCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position i</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system returned results with these grades, in rank order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conventions: %1; the ideal ordering sorts these grades (no other judged items).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute &lt;b&gt;%1&lt;/b&gt;, rounded to %2 decimals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer, e.g. 0.901</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through in the &amp;window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ew exercise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clo&amp;se</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Right: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Not quite. Check your terms against %1 decimals, or show the solution step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.901.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution: %1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PresenterController</name>
    <message>
        <source>Blank screen: press any key to return</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PresenterWindow</name>
    <message>
        <source>Presenter view — NDCG Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On screen now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step-through is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a step-through to see the next step&apos;s narration here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step&apos;s narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ Space PageDown: next step · ← PageUp: previous · Home End: first, last · B: blank screen · Ctrl+= Ctrl+- Ctrl+0: zoom · Esc: leave presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time %1:%2 · zoom %3×</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RangeBar</name>
    <message>
        <source>Range of NDCG for these grades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst ordering of these grades: %1 · random order (expected): %2 · best ordering: %3 · this ranking: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ranking %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingCommands</name>
    <message>
        <source>Edit judged grade %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit grade at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit judged label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit label at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit judged item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit item at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change gain map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change log base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change cutoff k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change ideal source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change zero-IDCG rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change relevance threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change negative grades rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change conventions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingDocument</name>
    <message>
        <source>A grade cannot be empty: type a number such as 0, 1, 2 or 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number: type a grade such as 0, 1, 2 or 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grade must be a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative grades are refused under the current convention (negative grades: reject, as scikit-learn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for a relevance grade (at most 1000000).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingEdits</name>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: “%2” is not a grade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: “%2” is not a grade: paste numbers, or a grade and a label on each line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has no number to take as a grade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no rows to paste.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingTableModel</name>
    <message>
        <source>(not retrieved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relevance grade of the item at position %1. Type a number to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain(g) = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d(%1) = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain · d(%1) = %2 × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@%1: the sum of the contributions at positions 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grade at position %1 once the judged items are sorted by gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ideal gain · d(%1) = %2 × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@%1: the DCG of the ideal ordering at positions 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@%1 = DCG@%1 / IDCG@%1 = %2 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade
g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount
d(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain·d(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal
grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal
gain·d(i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position i in the ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document id or title (editable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relevance grade g (editable): type a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain of the grade under the chosen gain function (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount factor d(i) of the position (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position&apos;s term of DCG: gain × d(i) (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running DCG: the sum of the terms up to position i (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grade at position i of the ideal ordering (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ideal ordering&apos;s term at position i (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running ideal DCG up to position i (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@i = DCG@i / IDCG@i (computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move by drag and drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed yet: step on, or reveal it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingTableView</name>
    <message>
        <source>Ranking table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cutoff k = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultCard</name>
    <message>
        <source>NDCG result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companion metrics at the same k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@k: the ranking&apos;s DCG@k divided by the DCG@k of the ideal ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P@%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R@%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP@%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERR@%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RBP p=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision@k: relevant items in the top k / k (%1 / %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall@k: relevant items in the top k / relevant judged items (%1 / %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reciprocal rank: 1 / position of the first relevant item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average precision@k: the sum of P@i at relevant positions / relevant judged items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected reciprocal rank (Chapelle 2009), top grade %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-biased precision (Moffat &amp; Zobel 2008), persistence p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grades of 1024 or more overflow 2^g: gains and DCG are shown in units of 2^%1 (NDCG is unaffected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grades above 53: 2^g − 1 is no longer exact in double precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negative grades count as gain 0 and are left out of the ideal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1 is beyond the %2 ranked items: DCG stops at %2, the ideal fills %1 positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@%1 = 0: no judged item has a positive gain, so NDCG follows the zero-IDCG rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERR: grades above the top grade %1 were counted as %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevealController</name>
    <message>
        <source>the gain column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the discount column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gain·d(i) column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the DCG@i column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ideal grade column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ideal gain·d(i) column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the IDCG@i column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NDCG@i column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the companion metrics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunningDcgChart</name>
    <message>
        <source>Running DCG vs ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDCG@i (ideal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepController</name>
    <message>
        <source>Revealed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide &amp;one quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked &amp;examples…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a worked example from the textbooks, or one of our own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with the &amp;text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each figure the source text states, beside the exact value and the reason they differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute DCG, IDCG or NDCG of a random ranking yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk through the computation one term at a time (→ Space PageDown, ← PageUp, Home, End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / p&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;One step per position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every computed quantity as &quot;?&quot; until you reveal it (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step-through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot step through: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@%1, one step at a time. Every number still to be computed shows &quot;?&quot;. Press → or Space for the first step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepThroughMovesView</name>
    <message>
        <source>Ideal reordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepThroughPanel</name>
    <message>
        <source>First step (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step (←, Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step (→, Space, Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave step-through (F6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step per position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coarse: one step per position instead of grade, gain, discount, term and sum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwapHeatmap</name>
    <message>
        <source>What-if swap heatmap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwapPanel</name>
    <message>
        <source>Apply the best swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the pair of positions that raises NDCG@k most (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What-if swaps in %1&lt;/b&gt;: the change in NDCG@%2 if the items at positions &lt;i&gt;i&lt;/i&gt; (row) and &lt;i&gt;j&lt;/i&gt; (column) trade places. &lt;span style=&apos;color:#0072B2&apos;&gt;&lt;b&gt;Blue&lt;/b&gt;&lt;/span&gt; raises it, &lt;span style=&apos;color:#D55E00&apos;&gt;&lt;b&gt;vermillion&lt;/b&gt;&lt;/span&gt; lowers it. Hover to preview, click to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ranking is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ranking of one item has nothing to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No swap raises NDCG@%1: the top %1 are already in the best order these items allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best swap: positions %1 ↔ %2 raises NDCG@%3 by &lt;b&gt;%4&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview: swap %1%2 ↔ %3%4: NDCG@%5 %6 → %7 (&lt;b&gt;%8&lt;/b&gt;). Click to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap positions %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextComparisonPanel</name>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario is not a worked example: there is no text to compare with. Open one with Examples ▸ Worked examples (Ctrl+E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its conventions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranking was edited: the exact values are those of the edited ranking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compute the exact values: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 figures agree with the exact value to the text&apos;s own rounding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≠ differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact − text = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no reason recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No notes on this example as a whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiesPanel</name>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; the items carry no system scores, so the order is the one listed and no tie rule applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; every score is different: every tie rule gives the same order, NDCG@%1 = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Tied scores:&lt;/b&gt; %n group(s), %1 items. The order inside each group is a convention, and NDCG@%2 under these settings ranges from %3 to %4:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrecQueryDialog</name>
    <message>
        <source>Pick a query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries of %1 with judgments in the qrels. NDCG as trec_eval computes it (linear gain, the whole run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search query ids…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relevant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open query</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 queries shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, large bold text and high contrast for a projector; Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text, lines and markers (up to 2.5×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text, lines and markers (down to 1×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1× in presenter mode; otherwise the zoom follows the window&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presenter mode: black screen; B or any key returns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presenter window on a &amp;second screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two screens, presenter mode shows the next step&apos;s narration on the other one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light text on a dark background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terms in English and Chinese, with definitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every action and its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workbench</name>
    <message>
        <source>Judged items not retrieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Judged, not retrieved&lt;/b&gt; (counted by the ideal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged items the ranking did not return: they count in IDCG and recall, never in DCG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add judged item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing pasted. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing pasted. Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste %1 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort into the ideal order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove judged items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a judged item the ranking did not return (Insert in the judged list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected judged items (Delete in the judged list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: running DCG and ideal DCG by position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCG@i (blue, solid, circles) and IDCG@i (orange, dashed, squares) up to each position i; click a position to select it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: contribution of each position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain · d(i) at each position: this ranking (solid blue) beside the ideal (hatched orange); click to select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: NDCG at each position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NDCG@i (purple, triangles) for every cutoff i; the dash-dot line marks k; click to select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formula with this ranking&apos;s numbers; click a term to select its position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Teach and visualise NDCG, exactly and live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to a PNG file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1280x800.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT, e.g. 1280x800</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: en, zh_CN or both (Chinese with the English terms). Default: the one chosen last in View → Language, else the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language %1: use en, zh_CN or both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
