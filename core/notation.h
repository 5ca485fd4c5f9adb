#pragma once

// One notation for every place that writes a convention or a formula: the definition line, the
// gain and discount expressions, log_b, the terms of the substituted sums and the warning
// sentences, each as plain text, HTML or LaTeX. The window (definition bar, formula panel,
// result card), the exports, the handout, the step narration and the CLI all call these, so
// they write the same words.
//
// Plain text marks a superscript with ^ and a subscript with _ ("2^g−1", "log_1.5(i+1)"); HTML
// writes them as <sup>/<sub> and LaTeX as ^{}/_{}: removing those tags from the HTML gives the
// plain text back (plainFromHtml()).

#include "breakdown.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Ndcg::Notation {

enum class Markup { Plain, Html, Latex };

// --- log_b --------------------------------------------------------------------------------
// A base within this relative distance of e or of a whole number is written as e or as that
// number (ln, log₂, log₁₀); any other base is written in full, with the digits that read back
// as the same double (log_1.5, log_2.0000001).
constexpr double baseTolerance = 1e-12;
bool isNaturalBase(double base);
std::optional<long long> wholeBase(double base);
// A log base for people: "2", "10", "e", "1.5".
QString baseText(double base);
// log_b applied to `argument`: "log₂(i+1)", "log₂3", "ln(i+1)", "ln 3", "log_1.5(3)". A bare
// argument after a written-out base is put in parentheses. An empty argument gives the symbol.
QString logText(double base, const QString &argument, Markup markup = Markup::Plain);

// --- expressions --------------------------------------------------------------------------
// gain(g): "2^g−1", "g", "map 1=3,2=9".
QString gainExpression(const Settings &settings, Markup markup = Markup::Plain);
// d(i): "1/log₂(i+1)", "JK 2002: 1 for i < 2, else 1/log₂(i)", "none (CG)".
QString discountExpression(const Settings &settings, Markup markup = Markup::Plain);

// --- the definition line --------------------------------------------------------------------
// Each convention the numbers depend on, in the order of the line.
enum class Part {
    Gain,
    Discount,
    Cutoff,
    Ideal,
    ZeroIdcg,
    Relevant,
    NegativeGrades,
    ErrTopGrade, // only when set (otherwise the highest grade of the ideal source)
    RbpPersistence, // only when not the default 0.8
};
// A stable name for a part: "gain", "discount", "k", "ideal", "zero", "relevant", "negative",
// "errTop", "rbp" (the definition bar's link targets).
QString partName(Part part);
struct DefinitionPart
{
    Part part;
    QString text; // in the markup asked for; in HTML the value is bold
};
// k: the cutoff in effect (Breakdown::k); poolSize: the judged pool (Breakdown::poolSize).
QList<DefinitionPart> definitionParts(
    const Settings &settings, int k, int poolSize, Markup markup = Markup::Plain);
// "Gain 2^g−1 · Discount 1/log₂(i+1) · k = 5 · Ideal: judged pool (7 items) · if IDCG = 0:
// NDCG = 0 · relevant: g ≥ 1 · negative grades: gain 0"
QString definitionLine(
    const Settings &settings, int k, int poolSize, Markup markup = Markup::Plain);
QString separator(Markup markup = Markup::Plain);
// The cutoff explain() would use: settings.cutoff, or max(n, pool) for k = all.
int cutoffInEffect(const Settings &settings, int listSize, int poolSize);

// --- substituted sums -----------------------------------------------------------------------
// The gain of one grade with its numbers, for the window's formula: "(2³−1)" for exponential
// gain (also "(2²⁰⁰⁰−1)" when gains are scaled), "3" for linear, the value for a custom map or
// a negative grade, as the window writes numbers (displayGain: "65,535", "1.000×10³⁰⁸", scaled
// gains at their true size).
QString gainTerm(const Breakdown &b, double grade, double gain, Markup markup = Markup::Plain);
// The exponential gain of one grade as an expression: "2³−1", "2²⁰⁰⁰−1", "2^2.5−1" (plain text
// where the exponent has no superscript digits), "2^{3}-1" in LaTeX.
QString exponentialGain(double grade, Markup markup = Markup::Plain);
// One term of DCG@k (ideal: of IDCG@k) with its symbols: "(2³−1)/log₂2", "(2³−1)" (JK 2002 with
// i < b, or no discount).
QString symbolicTerm(const Breakdown &b, int position, bool ideal, Markup markup = Markup::Plain);
// One term with its numbers: "7/1.000" ("\frac{7}{1.000}" in LaTeX); the gain alone when there
// is no discount.
QString numericTerm(
    const Breakdown &b, int position, bool ideal, int decimals, Markup markup = Markup::Plain);

// --- the sums and the quotient --------------------------------------------------------------
// "DCG@5 = 7/1.000 + 3/1.585 + … = 7.000 + 1.893 + … = 12.031" and "NDCG@5 = DCG@5 / IDCG@5 =
// 12.031 / 13.347 = 0.901" are written here, once, for the exports, the CLI, the step-through,
// the handout, the formula panel and the table's tooltips. Callers differ only in how they write
// a number (SumNumbers) and in what the window marks or hides (SumOptions, NdcgOptions).

// How the numbers of a sum and of the quotient are written (positions 1-based).
struct SumNumbers
{
    std::function<QString(int position, bool ideal)> term; // "7/1.000", "(2³−1)/log₂2"
    std::function<QString(int position, bool ideal)> value; // the term's value: "7.000"
    std::function<QString(bool ideal)> total; // DCG@k (ideal: IDCG@k): "12.031"
    std::function<QString()> ndcg; // NDCG@k: "0.901", "—"
    QString unit; // after a sum's total: " × 2^1040" when the values are in units of 2^s
};
// The exports' and the CLI's numbers: numericTerm() and readableNumber() with `decimals`, values
// in units of 2^s (Breakdown::gainScaleLog2) with that unit after each sum's total; an undefined
// NDCG "—" ("\text{undefined}" in LaTeX).
SumNumbers fixedNumbers(const Breakdown &b, int decimals, Markup markup = Markup::Plain);

// A piece of a sum or quotient, handed to the caller's decorate() (rich text: links, bands,
// colours, sizes). `position` is the term's (0 for the others), `ideal` the IDCG sum's (for a
// Name: IDCG@k rather than DCG@k).
enum class Piece { Name, NdcgName, Term, Value, Total, Ndcg, Note };
struct PieceMark
{
    Piece piece = Piece::Term;
    int position = 0;
    bool ideal = false;
    bool current = false; // the term being computed (SumOptions::current)
    bool hidden = false; // shown as "?"
};
using Decorate = std::function<QString(const PieceMark &mark, const QString &text)>;

struct SumOptions
{
    Markup markup = Markup::Plain;
    // A long sum is cut: its first maxTerms terms, then "…". With keepLast, the first
    // maxTerms − 2, "…", the position `keep` (if past them) between "…", and the last term.
    int maxTerms = 12;
    bool keepLast = false;
    int keep = 0;
    // The sum of the values after the sum of the terms, where it differs from it (a discount, or
    // more than one term).
    bool values = true;
    // Step-through: the terms up to this position only, then "+ …" and no total.
    std::optional<int> limit;
    // The term being computed, and whether its value is still "?".
    int current = 0;
    bool currentPending = false;
    // Hidden answers: a term or its value, and the total, written "?".
    std::function<bool(int position)> hideTerm;
    std::function<bool(int position)> hideValue;
    bool hideTotal = false;
    Decorate decorate;
};
// The parts of a sum line: its name ("DCG@5"), the sum of the terms, and what follows its second
// "=" (the sum of the values and "= total", or the total alone; empty while stepping with no
// total and no values). A caller that lays them out in a table (the formula panel) takes them
// apart; sumLine() joins them.
struct SumParts
{
    QString name;
    QString terms;
    QString rest;
};
SumParts sumParts(
    const Breakdown &b, bool ideal, const SumNumbers &numbers, const SumOptions &options = {});
// "DCG@5 = 7/1.000 + … = 7.000 + … = 12.031"; in LaTeX, for an align* environment:
// "\mathrm{DCG}@5 &= \frac{7}{1.000} + \cdots = 12.0310".
QString sumLine(
    const Breakdown &b, bool ideal, const SumNumbers &numbers, const SumOptions &options = {});

struct NdcgOptions
{
    Markup markup = Markup::Plain;
    bool hideDcg = false;
    bool hideIdcg = false;
    bool hideNdcg = false;
    // IDCG@k = 0: the rule as a sentence with its libraries (the window), else its name (the
    // CLI's "IDCG = 0: zero-IDCG rule \"zero\"").
    bool ruleSentence = false;
    Decorate decorate;
};
// The parts of the NDCG line: its name ("NDCG@5") and the rest ("DCG@5 / IDCG@5 = 12.031 /
// 13.347 = 0.901", with the zero-IDCG rule in parentheses when IDCG@k = 0). The rest is
// `ratio` ("DCG@5 / IDCG@5"; empty in LaTeX), " = ", `values` ("12.031 / 13.347 = 0.901") and
// the rule: a caller that breaks the line between them (the result card) takes them apart.
struct NdcgParts
{
    QString name;
    QString rest;
    QString ratio;
    QString values;
};
NdcgParts ndcgParts(const Breakdown &b, const SumNumbers &numbers, const NdcgOptions &options = {});
// "NDCG@5 = DCG@5 / IDCG@5 = 12.031 / 13.347 = 0.901"; in LaTeX "\mathrm{NDCG}@5 &=
// \frac{12.0310}{13.3470} = 0.9014".
QString ndcgLine(const Breakdown &b, const SumNumbers &numbers, const NdcgOptions &options = {});
// The same at any position i, with the values as the caller writes them ("NDCG@3 = DCG@3 /
// IDCG@3 = 9.262 / 10.893 = 0.850", the table's tooltip): no rule, no LaTeX alignment.
QString ndcgLine(int i, const QString &dcg, const QString &idcg, const QString &ndcg,
    const NdcgOptions &options = {});

// --- the zero-IDCG rule and warnings -------------------------------------------------------
// What the rule makes of NDCG: "0", "1", "—".
QString zeroIdcgValue(ZeroIdcg rule);
// "IDCG = 0: NDCG is taken as 0 (trec_eval, scikit-learn)"
QString zeroIdcgSentence(ZeroIdcg rule, Markup markup = Markup::Plain);
// A warning as a sentence for people (capitalised), in the markup asked for: the words of
// Warning::message (the exports print that as explain() wrote it), translated into the language
// shown now.
QString warningSentence(const Warning &warning, Markup markup = Markup::Plain);

// --- markup helpers ---------------------------------------------------------------------------
// Text as it must be written in the markup (HTML and LaTeX special characters escaped).
QString escaped(const QString &text, Markup markup);
// The plain text of an HTML rendering: <sup>x</sup> → ^x, <sub>x</sub> → _x, tags dropped,
// entities decoded, white space simplified.
QString plainFromHtml(const QString &html);

} // namespace Ndcg::Notation
