#include "conventionpanel.h"

#include "conventions.h"
#include "conventiontablemodel.h"
#include "workbench/notelabel.h"
#include "document/rankingdocument.h"
#include "tiespanel.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QTableView>
#include <QVBoxLayout>

ConventionPanel::ConventionPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("conventionPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    m_title = new NoteLabel(this);
    m_title->setTextFormat(Qt::RichText);
    m_title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_title->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_title);
    m_model = new ConventionTableModel(this);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAccessibleName(tr("NDCG under each library's convention"));
    layout->addWidget(m_view, 1);
    m_ties = new TiesPanel(this);
    m_ties->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_ties);
    layout->addStretch(0); // the title stays on top while the table is hidden (hidden answers)
    retranslate();
}

void ConventionPanel::setDocument(RankingDocument *document, const QString &name)
{
    if (m_document == document && m_name == name)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_name = name;
    if (document) {
        connect(document, &RankingDocument::breakdownChanged, this, [this] {
            m_dirty = true;
            if (isVisible())
                refresh();
        });
    }
    m_dirty = true;
    refresh();
}

QString ConventionPanel::titleText() const
{
    return m_title->text();
}

void ConventionPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void ConventionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ConventionPanel::retranslate()
{
    m_view->setAccessibleName(tr("NDCG under each library's convention"));
    m_model->retranslate();
    m_dirty = true;
    refresh();
}

void ConventionPanel::setZoom(double zoom)
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * zoom);
    setFont(font);
    m_view->verticalHeader()->setDefaultSectionSize(QFontMetrics(font).height() + 8);
    m_view->resizeColumnsToContents();
}

void ConventionPanel::setValuesHidden(bool hidden)
{
    if (hidden == m_valuesHidden)
        return;
    m_valuesHidden = hidden;
    m_dirty = true;
    refresh();
}

void ConventionPanel::refresh()
{
    m_dirty = false;
    m_view->setVisible(!m_valuesHidden);
    m_ties->setVisible(!m_valuesHidden);
    if (m_valuesHidden) {
        m_model->setTable({});
        m_title->setText(tr("<b>Every library's NDCG</b> is hidden until NDCG@k is revealed "
                            "(R): predict first."));
        fitLabels();
        return;
    }
    if (!m_document) {
        m_model->setTable({});
        m_title->setText(tr("No ranking is open."));
        return;
    }
    const Ndcg::Ranking &ranking = m_document->ranking();
    const int cutoff = m_document->settings().cutoff;
    const QString name = m_name.isEmpty() ? tr("this ranking") : m_name;
    const Ndcg::Result<Ndcg::ConventionTable> table = Ndcg::compareConventions(ranking, cutoff);
    if (!table) {
        m_model->setTable({});
        m_title->setText(tr("<b>Every library's NDCG for %1</b>: %2")
                             .arg(name.toHtmlEscaped(), table.error().message.toHtmlEscaped()));
    } else {
        m_model->setTable(table.value());
        const QString k = cutoff > 0 ? QString::number(cutoff) : tr("all");
        m_title->setText(tr("<b>Every library's NDCG for %1</b> at k = %2: each row spells out "
                            "its conventions and why its number differs from the row above. "
                            "Hover a row for the source it was taken from.")
                             .arg(name.toHtmlEscaped(), k));
        m_view->resizeColumnsToContents();
        // The settings line can be long: cap it, the tooltip and a wider dock show the rest.
        const int cap = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 70;
        for (int c = 0; c < ConventionTableModel::ColumnCount; ++c)
            m_view->setColumnWidth(c, std::min(m_view->columnWidth(c), cap));
    }
    m_ties->setRanking(ranking, m_document->settings());
    fitLabels();
}

void ConventionPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLabels();
}

void ConventionPanel::fitLabels()
{
    // A wrapping label is at most as tall as its text at the panel's width (its size hint
    // guesses a narrower width and would leave blank lines).
    const int width = contentsRect().width() - 12;
    if (!isVisible() || width < 200)
        return;
    m_title->setMaximumHeight(m_title->heightForWidth(width) + 2);
}
