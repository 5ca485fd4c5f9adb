#include "tiespanel.h"

#include "workbench/displayformat.h"
#include "workbench/notelabel.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

TiesPanel::TiesPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("tiesPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    m_summary = new NoteLabel(this);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_summary->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_summary);
    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(16);
    m_grid->setVerticalSpacing(2);
    layout->addLayout(m_grid);
}

void TiesPanel::setRanking(const Ndcg::Ranking &ranking, const Ndcg::Settings &settings)
{
    qDeleteAll(m_cells);
    m_cells.clear();
    m_analysis.reset();
    const Ndcg::Result<Ndcg::TieAnalysis> result = Ndcg::analyseTies(ranking, settings);
    if (!result) {
        m_summary->setText(tr("<b>Ties:</b> %1").arg(result.error().message.toHtmlEscaped()));
        return;
    }
    m_analysis = result.value();
    const Ndcg::TieAnalysis &t = *m_analysis;
    if (!t.hasScores) {
        m_summary->setText(tr("<b>Ties:</b> the items carry no system scores, so the order is "
                              "the one listed and no tie rule applies."));
        return;
    }
    if (!t.hasTies()) {
        m_summary->setText(tr("<b>Ties:</b> every score is different: every tie rule gives the "
                              "same order, NDCG@%1 = %2.")
                               .arg(t.k)
                               .arg(DisplayFormat::fixed(t.scoreStable.ndcg)));
        return;
    }
    const std::optional<double> low = t.worst.ndcg;
    const std::optional<double> high = t.best.ndcg;
    const QString groups = t.groups.size() == 1
        ? tr("one tied group of %1 items").arg(t.tiedItems())
        : tr("%1 tied groups, %2 items").arg(t.groups.size()).arg(t.tiedItems());
    m_summary->setText(tr("<b>Tied scores:</b> %1. The order inside each group is a convention, "
                          "and NDCG@%2 under these settings ranges from %3 to %4:")
                           .arg(groups)
                           .arg(t.k)
                           .arg(DisplayFormat::fixed(low), DisplayFormat::fixed(high)));
    const std::pair<Ndcg::TieOrder, const Ndcg::OrderedScore *> rows[] = {
        {Ndcg::TieOrder::Best, &t.best},
        {Ndcg::TieOrder::TrecEval, &t.trecEval},
        {Ndcg::TieOrder::Averaged, &t.averaged},
        {Ndcg::TieOrder::Worst, &t.worst},
        {Ndcg::TieOrder::ScoreStable, &t.scoreStable},
    };
    int r = 0;
    for (const auto &[order, score] : rows) {
        auto *name = new QLabel(Ndcg::tieOrderDescription(order), this);
        auto *value = new QLabel(DisplayFormat::fixed(score->ndcg), this);
        QFont bold = value->font();
        bold.setBold(true);
        value->setFont(bold);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        name->setObjectName(Ndcg::tieOrderName(order));
        m_grid->addWidget(name, r, 0);
        m_grid->addWidget(value, r, 1);
        m_cells.append(name);
        m_cells.append(value);
        ++r;
    }
    m_grid->setColumnStretch(2, 1);
}

QString TiesPanel::text() const
{
    QStringList lines;
    lines.append(m_summary->text());
    for (qsizetype i = 0; i + 1 < m_cells.size(); i += 2)
        lines.append(m_cells[i]->text() + QLatin1Char(' ') + m_cells[i + 1]->text());
    return lines.join(QLatin1Char('\n'));
}

void TiesPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The wrapped summary is no taller than its text at this width.
    if (width() > 200)
        m_summary->setMaximumHeight(m_summary->heightForWidth(width()) + 2);
}
