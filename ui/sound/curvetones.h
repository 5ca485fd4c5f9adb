#pragma once

// Listening to a curve (issue 24): the running DCG and the ideal's running IDCG, position by
// position, as tones whose pitch rises with the value — the gap between the two heard as the
// interval between each pair. Pure: the tones of what the view shows, and their samples; the
// playing is CurveListener's.
//
// Each position i up to k sounds DCG@i (a plain sine), then IDCG@i (the same pitch rule, with
// its octave above added: a brighter tone, told apart by timbre as well as by order). The pitch
// is 220 Hz · 4^(value / top), top the largest value heard: 0 at 220 Hz, the top at 880 Hz, two
// octaves. A value the view does not show (hidden, or not yet computed in a step-through) is a
// rest of the same length: a tone would give the answer away.

#include "breakdown.h"

#include <QByteArray>
#include <QList>

#include <optional>

struct ViewState;

struct CurveTone
{
    int position = 0; // 1-based
    bool ideal = false; // IDCG@i (else DCG@i)
    std::optional<double> value; // nullopt: not shown, a rest
    double frequency = 0.0; // Hz; 0 for a rest
    friend bool operator==(const CurveTone &, const CurveTone &) = default;
};

namespace CurveTones {

inline constexpr int sampleRate = 22050; // mono, signed 16-bit
inline constexpr int toneMs = 240;
inline constexpr int gapMs = 60; // after DCG@i
inline constexpr int positionGapMs = 180; // after IDCG@i
inline constexpr double lowHz = 220.0;
inline constexpr double highHz = 880.0;

// lowHz · (highHz / lowHz)^(value / top), value clamped to [0, top]; lowHz when top ≤ 0.
double frequencyOf(double value, double top);
// The tones of positions 1..k of `breakdown` as `view` shows them (its preview, when there is
// one), DCG@i then IDCG@i at each.
QList<CurveTone> tones(const Ndcg::Breakdown &breakdown, const ViewState &view);
// The samples: each tone toneMs long with 10 ms fades at both ends, then its gap.
QByteArray render(const QList<CurveTone> &tones);
// Where tone `index` starts, in samples.
int startOf(const QList<CurveTone> &tones, int index);

} // namespace CurveTones
