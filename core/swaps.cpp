#include "swaps.h"

#include <QCoreApplication>

#include <algorithm>

namespace Ndcg {

namespace {
// Context "Ndcg": the context lupdate gives tr() calls in namespace Ndcg.
QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg", text);
}
} // namespace

std::pair<int, int> SwapMatrix::bestSwap() const
{
    std::pair<int, int> best {-1, -1};
    double bestGain = 0.0;
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            if (ndcgChange(i, j) > bestGain) {
                bestGain = ndcgChange(i, j);
                best = {i, j};
            }
        }
    }
    return best;
}

Result<SwapMatrix> swapMatrix(const Breakdown &b)
{
    if (b.n > maxSwapMatrixSize) {
        return Error {tr("the swap matrix is limited to %1 ranked items; this ranking has %2")
                          .arg(maxSwapMatrixSize)
                          .arg(b.n)};
    }
    SwapMatrix m;
    m.n = b.n;
    m.k = b.k;
    m.gainScaleLog2 = b.gainScaleLog2;
    m.dcg = b.dcg;
    m.idcg = b.idcg;
    m.ndcg = b.ndcg;

    // d'(p): the discount inside the cutoff, 0 beyond it.
    const int depth = std::min(b.k, b.n);
    std::vector<double> gain(std::size_t(b.n)), discount(std::size_t(b.n), 0.0);
    for (int p = 0; p < b.n; ++p) {
        gain[std::size_t(p)] = b.rows[p].gain;
        if (p < depth)
            discount[std::size_t(p)] = b.rows[p].discount;
    }

    const qsizetype cells = qsizetype(b.n) * b.n;
    m.deltaDcg = QList<double>(cells, 0.0);
    m.deltaNdcg = QList<double>(cells, 0.0);
    double *dDcg = m.deltaDcg.data();
    double *dNdcg = m.deltaNdcg.data();
    for (int p = 0; p < b.n; ++p) {
        for (int q = p + 1; q < b.n; ++q) {
            // ΔDCG@k(p, q) = (gain_q − gain_p) · (d'(p) − d'(q))
            const double delta = (gain[std::size_t(q)] - gain[std::size_t(p)])
                * (discount[std::size_t(p)] - discount[std::size_t(q)]);
            const double deltaN = b.idcg > 0.0 ? delta / b.idcg : 0.0;
            dDcg[qsizetype(p) * b.n + q] = dDcg[qsizetype(q) * b.n + p] = delta;
            dNdcg[qsizetype(p) * b.n + q] = dNdcg[qsizetype(q) * b.n + p] = deltaN;
        }
    }
    return m;
}

Result<SwapMatrix> swapMatrix(const Ranking &ranking, const Settings &settings)
{
    if (ranking.size() > maxSwapMatrixSize) {
        return Error {tr("the swap matrix is limited to %1 ranked items; this ranking has %2")
                          .arg(maxSwapMatrixSize)
                          .arg(ranking.size())};
    }
    const auto breakdown = explain(ranking, settings);
    if (!breakdown)
        return breakdown.error();
    return swapMatrix(*breakdown);
}

Ranking swapped(const Ranking &ranking, int i, int j)
{
    Ranking result = ranking;
    if (i >= 0 && j >= 0 && i < result.items.size() && j < result.items.size())
        result.items.swapItemsAt(i, j);
    return result;
}

} // namespace Ndcg
