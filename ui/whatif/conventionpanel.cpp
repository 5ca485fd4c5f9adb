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
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

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
    // The long columns wrap at the width the panel has (fitColumns()): no column is elided and
    // none is out of sight behind a horizontal scroll bar.
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideNone);
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
    fitColumns();
}

void ConventionPanel::fitColumns()
{
    using C = ConventionTableModel;
    m_view->resizeColumnsToContents();
    // The room without a vertical scroll bar, less one (the wrapped rows may bring it).
    const int room
        = m_view->maximumViewportSize().width() - m_view->verticalScrollBar()->sizeHint().width();
    if (room <= 0)
        return;
    // NDCG keeps its width, and the library and the measure theirs while they take less than
    // half the room (a name such as "ndcg_cut.5" cannot wrap); the other columns share the
    // rest in proportion to their text and wrap.
    const int names = m_view->columnWidth(C::Library) + m_view->columnWidth(C::Measure);
    const bool namesKeep = m_view->columnWidth(C::Ndcg) + names <= room / 2;
    const int fixed = m_view->columnWidth(C::Ndcg) + (namesKeep ? names : 0);
    const QList<int> wrapped = namesKeep
        ? QList<int> {C::Settings, C::Reason, C::Note}
        : QList<int> {C::Library, C::Measure, C::Settings, C::Reason, C::Note};
    int wrapping = 0;
    for (int c : wrapped)
        wrapping += m_view->columnWidth(c);
    const int least = m_view->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 9;
    const int left = room - fixed - 2;
    if (wrapping > 0 && fixed + wrapping > room && left >= int(wrapped.size()) * least) {
        // Columns narrower than their share keep their width; the others share what is left.
        QList<int> widths;
        int wide = 0;
        int spare = left;
        for (int c : wrapped) {
            const int share = int(qint64(m_view->columnWidth(c)) * left / wrapping);
            widths.append(std::max(least, share));
        }
        for (qsizetype i = 0; i < wrapped.size(); ++i)
            wide += widths[i];
        // Rounding and the floors: take the difference from the widest column.
        spare = left - wide;
        const auto widest = std::max_element(widths.begin(), widths.end());
        *widest = std::max(least, *widest + spare);
        for (qsizetype i = 0; i < wrapped.size(); ++i)
            m_view->setColumnWidth(wrapped[i], widths[i]);
    }
    m_view->resizeRowsToContents();
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
        fitColumns();
    }
    m_ties->setRanking(ranking, m_document->settings());
    fitLabels();
}

void ConventionPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitColumns();
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
