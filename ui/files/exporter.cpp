#include "exporter.h"

#include "charts/contributionchart.h"
#include "charts/ndcgchart.h"
#include "charts/runningdcgchart.h"
#include "style/theme.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace Exporter {

std::unique_ptr<BreakdownChart> makeChart(Chart chart, const Ndcg::Breakdown &breakdown, QSize size)
{
    std::unique_ptr<BreakdownChart> view;
    switch (chart) {
    case Chart::RunningDcg:
        view = std::make_unique<RunningDcgChart>();
        break;
    case Chart::Contribution:
        view = std::make_unique<ContributionChart>();
        break;
    case Chart::Ndcg:
        view = std::make_unique<NdcgChart>();
        break;
    }
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    view->setFrameShape(QFrame::NoFrame);
    view->setPrintScale(1.0); // an export is drawn at 100 %, whatever the interface scale
    view->retranslate();
    view->setBreakdown(&breakdown);
    view->resize(size);
    // The chart lays itself out when its events arrive: deliver them before drawing.
    view->chart()->resize(size);
    if (QGraphicsLayout *layout = view->chart()->layout())
        layout->activate();
    QCoreApplication::sendPostedEvents();
    return view;
}

namespace {

// A hatch (Qt's pattern brushes) is drawn in device pixels, whatever the painter's scale: on an
// image rendered at 3× for print its lines would stand a third as far apart as on the screen and
// print as a flat tint. For such an image the diagonal hatches become texture brushes of the
// same pattern drawn `scale` times as large, which the painter then places in logical pixels.
QBrush scaledHatch(const QBrush &brush, qreal scale)
{
    const bool up = brush.style() == Qt::BDiagPattern; // "/"
    if ((!up && brush.style() != Qt::FDiagPattern) || scale <= 1.0)
        return brush;
    const int period = int(std::lround(8 * scale)); // Qt's patterns repeat every 8 pixels
    const int width = std::max(1, int(std::lround(scale)));
    QImage tile(period, period, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    const QRgb ink = brush.color().rgba();
    for (int y = 0; y < period; ++y) {
        for (int x = 0; x < period; ++x) {
            const int d = (up ? x + y : x - y + period) % period;
            if (d >= period - width)
                tile.setPixel(x, y, qPremultiply(ink));
        }
    }
    tile.setDevicePixelRatio(scale);
    QBrush texture(brush.color());
    texture.setTextureImage(tile);
    return texture;
}

void scaleHatches(QChart *chart, qreal scale)
{
    const QList<QAbstractSeries *> all = chart->series();
    for (QAbstractSeries *series : all) {
        if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            area->setBrush(scaledHatch(area->brush(), scale));
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            const QList<QBarSet *> sets = bars->barSets();
            for (QBarSet *set : sets)
                set->setBrush(scaledHatch(set->brush(), scale));
        }
    }
}

} // namespace

QImage chartImage(Chart chart, const Ndcg::Breakdown &breakdown, QSize size, qreal scale)
{
    const Theme::PrintScope light; // exported and printed charts are light in every theme
    const auto view = makeChart(chart, breakdown, size);
    scaleHatches(view->chart(), scale);
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Theme::Print::paper);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->rect());
    painter.end();
    return image;
}

QByteArray chartPng(Chart chart, const Ndcg::Breakdown &breakdown, QSize size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    chartImage(chart, breakdown, size).save(&buffer, "PNG");
    return bytes;
}

QByteArray chartSvg(Chart chart, const Ndcg::Breakdown &breakdown, QSize size)
{
    const Theme::PrintScope light; // exported and printed charts are light in every theme
    const auto view = makeChart(chart, breakdown, size);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(view->chart()->title());
    svg.setDescription(QCoreApplication::translate("Exporter", "Made with NDCG Explorer"));
    QPainter painter(&svg);
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->rect());
    painter.end();
    return bytes;
}

QByteArray table(const Ndcg::Breakdown &breakdown, Ndcg::Format format, const QStringList &labels)
{
    QString text = Ndcg::formatBreakdown(breakdown, format, labels);
    if (format == Ndcg::Format::Csv) {
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        const QStringList lines {
            Ndcg::definitionLine(breakdown.settings, breakdown.k, breakdown.poolSize),
            Ndcg::dcgFormulaLine(breakdown, false, 4),
            Ndcg::dcgFormulaLine(breakdown, true, 4),
            Ndcg::ndcgFormulaLine(breakdown, 4),
        };
        for (const QString &line : lines)
            text += QStringLiteral("# ") + line + QLatin1Char('\n');
    }
    return text.toUtf8();
}

} // namespace Exporter
