// diagnoseAnswer() (core/classsession.h): the mistake behind a wrong number, for the room.
//
// The slips tried, in this order (docs/class.md, "The diagnoses"):
//   1. the other gain (linear g ↔ exponential 2^g − 1);
//   2. the other ideal (from the list: the judged items the ranking did not return left out;
//      or from the pool when the scene takes it from the list);
//   3. another discount: log base e, 10 (or 2 when the scene uses another base),
//      Järvelin–Kekäläinen 2002 with b = 2 and b = 3, no discount;
//   4. the other zero-IDCG rule (NDCG only, when IDCG = 0);
//   5. the position (or k) one before, then one after.
// NDCG, DCG and IDCG go through the claim finder (core/claimfinder.h), which tries every
// convention and every k at once: of the conventions that reproduce the answer within the
// question's tolerance, the one that differs from the scene's in the fewest of the ways above
// wins (at most two; a k more than one off is no slip but chance), ties in the order above.
// Every other quantity (a gain, a discount, a contribution, P@k, …) tries the same slips one
// at a time, each computed with exactFigure() under the changed settings.

#include "classdiagnosis.h"

#include "claimfinder.h"
#include "examples.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Ndcg::Class {

namespace {

enum class Slip { Gain, Ideal, Discount, ZeroRule, Position };

struct Part
{
    Slip slip = Slip::Gain;
    QString key;
    LocalizedText text;
};

LocalizedText pair(const QString &en, const QString &zh)
{
    return LocalizedText {en, zh};
}

QString baseName(double base)
{
    if (std::abs(base - M_E) < 1e-12)
        return QStringLiteral("e");
    return QString::number(base);
}

Part gainPart(Gain used, Gain scene)
{
    const bool linear = used == Gain::Linear;
    const QString instead = scene == Gain::Custom
        ? QStringLiteral("the scene's gain map")
        : (linear ? QStringLiteral("2^g − 1") : QStringLiteral("g"));
    const QString insteadZh = scene == Gain::Custom
        ? QStringLiteral("本场景的增益映射")
        : (linear ? QStringLiteral("2^g − 1") : QStringLiteral("g"));
    if (linear)
        return {Slip::Gain, QStringLiteral("gain-linear"),
            pair(QStringLiteral("linear gain g instead of %1").arg(instead),
                QStringLiteral("用了线性增益 g，而不是 %1").arg(insteadZh))};
    return {Slip::Gain, QStringLiteral("gain-exponential"),
        pair(QStringLiteral("exponential gain 2^g − 1 instead of %1").arg(instead),
            QStringLiteral("用了指数增益 2^g − 1，而不是 %1").arg(insteadZh))};
}

Part idealPart(IdealSource used)
{
    if (used == IdealSource::List)
        return {Slip::Ideal, QStringLiteral("ideal-list"),
            pair(QStringLiteral("the ideal from the list: the judged items the ranking did not "
                                "return left out"),
                QStringLiteral("理想排序只取自列表：漏掉了排序没有返回的已评判项"))};
    return {Slip::Ideal, QStringLiteral("ideal-pool"),
        pair(QStringLiteral("the ideal from the judged pool instead of the list"),
            QStringLiteral("理想排序取自已评判池，而不是列表"))};
}

Part discountPart(Discount used, double base, const Settings &scene)
{
    switch (used) {
    case Discount::None:
        return {Slip::Discount, QStringLiteral("no-discount"),
            pair(QStringLiteral("no discount: the gains summed"),
                QStringLiteral("没有折损：直接把增益相加"))};
    case Discount::JK2002:
        return {Slip::Discount, QStringLiteral("jk-%1").arg(baseName(base)),
            pair(QStringLiteral("Järvelin–Kekäläinen's discount with b = %1 (none before "
                                "position %1)")
                     .arg(baseName(base)),
                QStringLiteral("用了 Järvelin–Kekäläinen 的折损，b = %1（第 %1 位之前不折损）")
                    .arg(baseName(base)))};
    case Discount::Log:
        break;
    }
    const QString sceneBase
        = scene.discount == Discount::Log ? baseName(scene.logBase) : QStringLiteral("2");
    return {Slip::Discount, QStringLiteral("log-%1").arg(baseName(base)),
        pair(QStringLiteral("log base %1 in the discount instead of %2")
                 .arg(baseName(base), sceneBase),
            QStringLiteral("折损用了以 %1 为底的对数，而不是以 %2 为底")
                .arg(baseName(base), sceneBase))};
}

Part zeroRulePart(ZeroIdcg used)
{
    const int value = used == ZeroIdcg::One ? 1 : 0;
    return {Slip::ZeroRule, QStringLiteral("zero-idcg-%1").arg(value),
        pair(QStringLiteral("NDCG = %1 when IDCG = 0").arg(value),
            QStringLiteral("IDCG = 0 时取了 NDCG = %1").arg(value))};
}

// One off: a running quantity's k ("DCG@2 instead of DCG@3") or a position's value.
Part offPart(int used, int asked, const QString &name)
{
    const bool before = used < asked;
    const QString key
        = before ? QStringLiteral("position-before") : QStringLiteral("position-after");
    if (name.isEmpty())
        return {Slip::Position, key,
            pair(
                QStringLiteral("position %1's value instead of position %2's").arg(used).arg(asked),
                QStringLiteral("算成了第 %1 位的值，而不是第 %2 位的").arg(used).arg(asked))};
    return {Slip::Position, key,
        pair(QStringLiteral("%1@%2 instead of %1@%3").arg(name).arg(used).arg(asked),
            QStringLiteral("算成了 %1@%2，而不是 %1@%3").arg(name).arg(used).arg(asked))};
}

Diagnosis combine(const QList<Part> &parts)
{
    Diagnosis d;
    QStringList keys;
    QStringList en;
    QStringList zh;
    for (const Part &p : parts) {
        keys << p.key;
        en << p.text.en;
        zh << p.text.zhCN;
    }
    d.key = keys.join(QLatin1Char('+'));
    d.text = pair(en.join(QStringLiteral("; ")), zh.join(QStringLiteral("；")));
    return d;
}

bool within(double value, double target, double tolerance)
{
    const double slack = 1e-12 * std::max(1.0, std::abs(target));
    return std::isfinite(target) && std::abs(value - target) <= tolerance + slack;
}

bool sameDiscount(const Settings &a, const Settings &b)
{
    if (a.discount != b.discount)
        return false;
    return a.discount == Discount::None || std::abs(a.logBase - b.logBase) < 1e-12;
}

// NDCG, DCG or IDCG through the claim finder: every convention and cutoff with its value (a
// tolerance that admits them all), kept when it differs from the scene's in one or two ways,
// in the order they are tried: fewer slips first, then the slips' order.
QList<std::pair<QList<Part>, double>> claimFinderSlips(
    const Ranking &ranking, const Settings &scene, int k, Quantity quantity)
{
    QList<std::pair<QList<Part>, double>> slips;
    const ClaimQuantity cq = quantity == Quantity::Ndcg
        ? ClaimQuantity::Ndcg
        : (quantity == Quantity::Dcg ? ClaimQuantity::Dcg : ClaimQuantity::Idcg);
    const auto claim = claimWithTolerance(0.0, std::numeric_limits<double>::max(), cq);
    if (!claim)
        return slips;
    const auto search = findConventions(ranking, *claim);
    if (!search)
        return slips;
    const QString name = quantity == Quantity::Ndcg
        ? QStringLiteral("NDCG")
        : (quantity == Quantity::Dcg ? QStringLiteral("DCG") : QStringLiteral("IDCG"));
    for (const ClaimMatch &m : search->matches) {
        QList<Part> parts;
        if (m.fromZeroIdcgRule) {
            if (m.settings.zeroIdcg != scene.zeroIdcg)
                parts << zeroRulePart(m.settings.zeroIdcg);
        } else {
            if (!m.gainEither && m.settings.gain != scene.gain)
                parts << gainPart(m.settings.gain, scene.gain);
            if (cq != ClaimQuantity::Dcg && !m.idealEither
                && m.settings.idealSource != scene.idealSource)
                parts << idealPart(m.settings.idealSource);
            const bool anyLog = m.anyLogBase && m.settings.discount == Discount::Log
                && scene.discount == Discount::Log;
            if (!anyLog && !sameDiscount(m.settings, scene))
                parts << discountPart(m.settings.discount, m.settings.logBase, scene);
        }
        if (k < m.kFrom || k > m.kTo) {
            if (k + 1 == m.kFrom)
                parts << offPart(k + 1, k, name);
            else if (k - 1 == m.kTo)
                parts << offPart(k - 1, k, name);
            else
                continue; // a k far from the question's: chance, not a slip
        }
        if (parts.isEmpty() || parts.size() > 2)
            continue; // the scene's own convention (a right answer), or too many slips at once
        slips.append({parts, m.value});
    }
    const auto rank = [](const QList<Part> &parts) {
        QList<int> r {int(parts.size())};
        for (const Part &p : parts)
            r << int(p.slip);
        return r;
    };
    std::stable_sort(slips.begin(), slips.end(),
        [&](const auto &a, const auto &b) { return rank(a.first) < rank(b.first); });
    return slips;
}

} // namespace

Diagnoser::Diagnoser(const Scene &scene)
{
    if (!scene.question || scene.question->kind != QuestionKind::Predict)
        return;
    const Question &q = *scene.question;
    const auto answer = answerQuestion(scene);
    if (!answer || !answer->value)
        return;
    const auto scenario = sceneScenario(scene);
    if (!scenario)
        return;
    // The figure as answerQuestion() computes it (lesson.cpp's predictFigure()).
    StatedFigure f;
    f.quantity = q.quantity;
    f.ranking = q.ranking;
    f.cutoff = q.cutoff;
    const bool running = q.quantity == Quantity::Dcg || q.quantity == Quantity::Idcg
        || q.quantity == Quantity::Ndcg;
    if (isPerPosition(q.quantity))
        f.position = q.position;
    else if (running && q.position > 0)
        f.cutoff = q.position;
    Settings settings = scenario->settings;
    if (f.cutoff > 0)
        settings.cutoff = f.cutoff;
    const Ranking &ranking = scenario->ranking(q.ranking);
    const auto breakdown = explain(ranking, settings);
    if (!breakdown)
        return;
    m_question = q;
    m_answer = *answer;
    if (running) {
        for (const auto &[parts, value] :
            claimFinderSlips(ranking, settings, breakdown->k, q.quantity))
            m_candidates.append({value, combine(parts)});
        return;
    }

    // Every other quantity: one slip at a time, in the documented order.
    const auto add = [&](Settings changed, StatedFigure figure, const Part &part) {
        Scenario s = *scenario;
        s.settings = changed;
        figure.cutoff = 0; // the cutoff is in `changed`
        if (const auto v = exactFigure(s, figure); v && std::isfinite(*v))
            m_candidates.append({*v, combine({part})});
    };
    for (const Gain gain : {Gain::Linear, Gain::Exponential}) {
        if (settings.gain == gain)
            continue;
        Settings s = settings;
        s.gain = gain;
        add(s, f, gainPart(gain, settings.gain));
    }
    {
        Settings s = settings;
        s.idealSource
            = settings.idealSource == IdealSource::Pool ? IdealSource::List : IdealSource::Pool;
        add(s, f, idealPart(s.idealSource));
    }
    const QList<std::pair<Discount, double>> discounts {{Discount::Log, 2.0}, {Discount::Log, M_E},
        {Discount::Log, 10.0}, {Discount::JK2002, 2.0}, {Discount::JK2002, 3.0},
        {Discount::None, 2.0}};
    for (const auto &[discount, base] : discounts) {
        Settings s = settings;
        s.discount = discount;
        s.logBase = base;
        if (!sameDiscount(s, settings))
            add(s, f, discountPart(discount, base, settings));
    }
    const int k = breakdown->k;
    if (isPerPosition(q.quantity)) {
        for (const int position : {q.position - 1, q.position + 1}) {
            if (position < 1 || position > int(breakdown->rows.size()))
                continue;
            StatedFigure g = f;
            g.position = position;
            add(settings, g, offPart(position, q.position, {}));
        }
    } else {
        const QString name = q.quantity == Quantity::Precision ? QStringLiteral("P")
            : q.quantity == Quantity::Recall                   ? QStringLiteral("R")
            : q.quantity == Quantity::AveragePrecision         ? QStringLiteral("AP")
                                                               : QString();
        for (const int cutoff : {k - 1, k + 1}) {
            if (name.isEmpty() || cutoff < 1)
                continue;
            Settings s = settings;
            s.cutoff = cutoff;
            add(s, f, offPart(cutoff, k, name));
        }
    }
}

std::optional<Diagnosis> Diagnoser::diagnose(double value) const
{
    if (!m_question || !m_answer || !std::isfinite(value)
        || isRightAnswer(*m_question, *m_answer, value))
        return std::nullopt;
    for (const Candidate &c : m_candidates) {
        if (within(value, c.value, m_question->tolerance))
            return c.diagnosis;
    }
    return std::nullopt;
}

std::optional<Diagnosis> diagnoseAnswer(const Scene &scene, double value)
{
    return Diagnoser(scene).diagnose(value);
}

} // namespace Ndcg::Class
