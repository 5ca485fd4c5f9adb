#pragma once

// The conventions under which a ranking is scored (SPEC.md). Every number the app shows is
// computed under one Settings value, and every field is shown on screen and saved with a
// scenario, so that no number is ever shown without the definition that produced it.

#include <QString>

#include <map>
#include <optional>

namespace Ndcg {

enum class Gain {
    Linear, // gain(g) = g            (trec_eval, scikit-learn, JK 2002)
    Exponential, // gain(g) = 2^g - 1      (Burges 2005, LightGBM, XGBoost, RankLib) — default
    Custom, // gain(g) = map[g], or g when the map does not list g (trec_eval -m ndcg.G=V)
};

enum class NegativeGrades {
    Zero, // gain 0 and left out of the ideal (trec_eval) — default
    Reject, // an error (scikit-learn)
};

enum class Discount {
    Log, // d(i) = 1 / log_b(i + 1) — default, b = 2
    JK2002, // d(i) = 1 for i < b, 1 / log_b(i) for i >= b (Järvelin & Kekäläinen 2002)
    None, // d(i) = 1: plain cumulative gain
};

enum class IdealSource {
    Pool, // the judged pool: the ranking's items and the judged items it did not return — default
    List, // the ranking's own grades only
};

enum class ZeroIdcg {
    Zero, // NDCG = 0 when IDCG = 0 (trec_eval, scikit-learn) — default
    One, // NDCG = 1 (LightGBM, XGBoost)
    Undefined, // no value ("—"), left out of averages
};

struct Settings
{
    Gain gain = Gain::Exponential;
    std::map<double, double> gainMap; // used when gain == Custom
    NegativeGrades negativeGrades = NegativeGrades::Zero;
    Discount discount = Discount::Log;
    double logBase = 2.0; // b > 1
    int cutoff = 0; // k >= 1, or 0 for "all" (k = max(n, judged pool size))
    IdealSource idealSource = IdealSource::Pool;
    ZeroIdcg zeroIdcg = ZeroIdcg::Zero;
    double relevantFrom = 1.0; // t: an item is relevant when grade >= t
    std::optional<double> maxGrade; // ERR's gmax; unset: the highest grade of the ideal source
    double rbpPersistence = 0.8; // RBP's p, 0 < p < 1

    bool isAll() const { return cutoff <= 0; }
    friend bool operator==(const Settings &, const Settings &) = default;
};

// Spelled-out names, stable across versions: used by the CLI, JSON and scenario files.
QString gainName(Gain gain);
QString negativeGradesName(NegativeGrades policy);
QString discountName(Discount discount);
QString idealSourceName(IdealSource source);
QString zeroIdcgName(ZeroIdcg rule);
std::optional<Gain> gainFromName(const QString &name);
std::optional<NegativeGrades> negativeGradesFromName(const QString &name);
std::optional<Discount> discountFromName(const QString &name);
std::optional<IdealSource> idealSourceFromName(const QString &name);
std::optional<ZeroIdcg> zeroIdcgFromName(const QString &name);

// A gain map as trec_eval writes it: "1=3,2=9,4=4.5". nullopt when malformed.
std::optional<std::map<double, double>> parseGainMap(const QString &text);
QString gainMapText(const std::map<double, double> &map);

// A human-readable validation of the settings; empty when they are usable.
QString validate(const Settings &settings);

} // namespace Ndcg
