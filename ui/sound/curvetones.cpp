#include "curvetones.h"

#include "workbench/viewstate.h"

#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace CurveTones {

namespace {

int samples(int ms)
{
    return sampleRate * ms / 1000;
}

int lengthOf(const CurveTone &tone)
{
    return samples(toneMs) + samples(tone.ideal ? positionGapMs : gapMs);
}

} // namespace

double frequencyOf(double value, double top)
{
    if (!(top > 0.0) || !std::isfinite(value))
        return lowHz;
    const double share = std::clamp(value / top, 0.0, 1.0);
    return lowHz * std::pow(highHz / lowHz, share);
}

QList<CurveTone> tones(const Ndcg::Breakdown &document, const ViewState &view)
{
    const Ndcg::Breakdown &b = view.preview ? view.preview->breakdown : document;
    const int k = std::min<int>(b.k, int(b.rows.size()));
    QList<CurveTone> out;
    double top = 0.0;
    for (int i = 0; i < k; ++i) {
        const Ndcg::PositionRow &row = b.rows.at(i);
        for (const bool ideal : {false, true}) {
            CurveTone tone;
            tone.position = row.position;
            tone.ideal = ideal;
            const Ndcg::StepCell cell = ideal ? Ndcg::StepCell::Idcg : Ndcg::StepCell::Dcg;
            if (view.shows(row.position, cell)) {
                const double value = ideal ? row.idcg : row.dcg;
                if (std::isfinite(value)) {
                    tone.value = value;
                    top = std::max(top, value);
                }
            }
            out.append(tone);
        }
    }
    for (CurveTone &tone : out) {
        if (tone.value)
            tone.frequency = frequencyOf(*tone.value, top);
    }
    return out;
}

int startOf(const QList<CurveTone> &tones, int index)
{
    int start = 0;
    for (int i = 0; i < index && i < tones.size(); ++i)
        start += lengthOf(tones.at(i));
    return start;
}

QByteArray render(const QList<CurveTone> &tones)
{
    const int total = startOf(tones, int(tones.size()));
    QByteArray bytes(qsizetype(total) * 2, '\0');
    auto *out = reinterpret_cast<qint16 *>(bytes.data());
    const int length = samples(toneMs);
    const int fade = samples(10);
    int at = 0;
    for (const CurveTone &tone : tones) {
        if (tone.frequency > 0.0) {
            for (int n = 0; n < length; ++n) {
                const double t = double(n) / sampleRate;
                const double phase = 2.0 * std::numbers::pi * tone.frequency * t;
                double v = tone.ideal ? 0.7 * std::sin(phase) + 0.3 * std::sin(2.0 * phase)
                                      : std::sin(phase);
                const double envelope
                    = std::min({1.0, double(n) / fade, double(length - 1 - n) / fade});
                v *= 0.5 * std::max(0.0, envelope);
                out[at + n] = qToLittleEndian(qint16(std::lround(v * 32767.0)));
            }
        }
        at += lengthOf(tone);
    }
    return bytes;
}

} // namespace CurveTones
