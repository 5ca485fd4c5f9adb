#include "exporter.h"

#include "contributionchart.h"
#include "ndcgchart.h"
#include "runningdcgchart.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QPainter>
#include <QSvgGenerator>

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
    view->setZoom(1.0);
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

QImage chartImage(Chart chart, const Ndcg::Breakdown &breakdown, QSize size, qreal scale)
{
    const auto view = makeChart(chart, breakdown, size);
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
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
