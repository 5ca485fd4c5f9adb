#include "glossary.h"

namespace Ndcg {

namespace {
GlossaryEntry entry(const char *key, const char *en, const char *zh, const char *abbr,
    const char *variants, const char *defEn, const char *defZh)
{
    return {QString::fromUtf8(key), QString::fromUtf8(en), QString::fromUtf8(zh),
        QString::fromUtf8(abbr), QString::fromUtf8(variants), QString::fromUtf8(defEn),
        QString::fromUtf8(defZh)};
}
} // namespace

const QList<GlossaryEntry> &glossary()
{
    static const QList<GlossaryEntry> entries {
        entry("gain", "gain", "增益", "", "收益",
            "The value of one item: its grade g (linear) or 2^g − 1 (exponential).",
            "单个结果的价值：线性增益为等级 g，指数增益为 2^g − 1。"),
        entry("cg", "cumulative gain", "累计增益", "CG", "累积增益, 累加增益",
            "The sum of the gains of the top k items, ignoring their positions.",
            "前 k 个结果的增益之和，不考虑位置。"),
        entry("discount", "discount", "折损", "", "折扣, 折扣因子",
            "The weight of position i: 1/log₂(i+1) by default.",
            "位置 i 的权重，默认为 1/log₂(i+1)。"),
        entry("dcg", "discounted cumulative gain", "折损累计增益", "DCG",
            "折扣累积收益, 折损累积增益", "The sum over the top k positions of gain × discount.",
            "前 k 个位置上 增益 × 折损 之和。"),
        entry("idcg", "ideal DCG", "理想折损累计增益", "IDCG", "理想化折扣累积收益",
            "The DCG of the ideal ordering: the highest DCG@k any ordering can reach.",
            "理想排序的 DCG，即任何排序所能达到的最大 DCG@k。"),
        entry("ndcg", "normalized DCG", "归一化折损累计增益", "NDCG", "归一化折扣累积增益",
            "DCG@k divided by IDCG@k: 1 for the ideal ordering.",
            "DCG@k 除以 IDCG@k；理想排序时为 1。"),
        entry("ideal", "ideal ordering", "理想排序", "", "",
            "The judged items sorted by gain, highest first.", "将已标注结果按增益从高到低排序。"),
        entry("grade", "relevance grade", "相关性等级", "", "相关性分数, 相关度",
            "A judge's label of how relevant an item is, usually 0 to 4.",
            "标注者给出的相关程度，通常为 0 到 4。"),
        entry("position", "position", "位置", "", "排名",
            "The rank i of an item in the list, from 1.", "结果在列表中的名次 i，从 1 开始。"),
        entry("cutoff", "cutoff k", "截断位置 k", "", "", "Only the top k positions are counted.",
            "只计算前 k 个位置。"),
        entry("pool", "judged pool", "已标注文档集", "", "",
            "Every judged item of the query, retrieved or not; the default source of the ideal.",
            "该查询所有已标注的结果（无论是否被检索到）；理想排序的默认来源。"),
        entry("precision", "precision", "准确率", "P@k", "精确率",
            "Relevant items in the top k, divided by k.", "前 k 个结果中相关结果数除以 k。"),
        entry("recall", "recall", "召回率", "R@k", "",
            "Relevant items in the top k, divided by all relevant items.",
            "前 k 个结果中相关结果数除以全部相关结果数。"),
        entry("rr", "reciprocal rank", "倒数排名", "RR", "",
            "1 / the position of the first relevant item.", "第一个相关结果位置的倒数。"),
        entry("mrr", "mean reciprocal rank", "平均倒数排名", "MRR", "平均排名倒数",
            "The mean of the reciprocal rank over queries; for one query, its reciprocal rank.",
            "多个查询的倒数排名的平均值；只有一个查询时就是它的倒数排名。"),
        entry("ap", "average precision", "平均准确率", "AP", "平均精度",
            "The mean of the precision at each relevant item's position.",
            "每个相关结果所在位置的准确率的平均值。"),
        entry("err", "expected reciprocal rank", "期望倒数排名", "ERR", "预期倒数排名",
            "The expected 1/i of the position i where the user stops, an item of grade g "
            "stopping them with probability R(g) = (2^g − 1) / 2^gmax: "
            "Σ_{i≤k} (1/i) · R(g_i) · Π_{j<i} (1 − R(g_j)).",
            "用户停下的位置 i 的倒数 1/i 的期望；等级为 g 的结果以概率 "
            "R(g) = (2^g − 1) / 2^gmax 让用户停下："
            "Σ_{i≤k} (1/i) · R(g_i) · Π_{j<i} (1 − R(g_j))。"),
        entry("rbp", "rank-biased precision", "排序偏置准确率", "RBP", "排序偏置精度",
            "(1 − p) · Σ_{i≤k} rel_i · p^(i−1), rel_i = 1 for a relevant item, else 0: a user "
            "who reads on from each item with persistence p (0.8 by default).",
            "(1 − p) · Σ_{i≤k} rel_i · p^(i−1)，相关结果 rel_i = 1，否则为 0：用户看完每个结果后"
            "以持续概率 p（默认 0.8）继续往下看。"),
    };
    return entries;
}

const GlossaryEntry *glossaryEntry(const QString &key)
{
    for (const GlossaryEntry &e : glossary()) {
        if (e.key == key)
            return &e;
    }
    return nullptr;
}

QString bilingualTerm(const QString &key)
{
    const GlossaryEntry *e = glossaryEntry(key);
    if (!e)
        return key;
    return e->chinese + QStringLiteral(" (")
        + (e->abbreviation.isEmpty() ? e->english : e->abbreviation) + QLatin1Char(')');
}

} // namespace Ndcg
