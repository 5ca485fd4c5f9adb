#include "presenterwindow.h"

#include "style/interfacescale.h"

#include <QEvent>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

PresenterWindow::PresenterWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("presenterWindow"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 18, 24, 18);
    layout->setSpacing(10);
    // Sizes relative to the body text (a 10-point font at 100 %).
    auto label = [this, layout](int points, bool bold, int stretch = 0) {
        auto *l = new QLabel(this);
        m_sizes.append({l, points / 10.0});
        if (bold) {
            QFont f = l->font();
            f.setBold(true);
            l->setFont(f);
        }
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        layout->addWidget(l, stretch);
        return l;
    };
    m_nowTitle = label(14, true);
    m_now = label(18, false, 1);
    m_nextTitle = label(14, true);
    m_next = label(24, true, 2);
    m_status = label(14, false);
    m_keys = label(12, false);
    m_now->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_next->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_timer = new QTimer(this);
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &PresenterWindow::tick);
    m_timer->start();
    m_clock.start();
    connect(InterfaceScale::instance(), &InterfaceScale::changed, this, &PresenterWindow::tick);
    applyFonts();
    resize(InterfaceScale::px(900), InterfaceScale::px(600));
    retranslate();
}

void PresenterWindow::setNarration(const QString &current, const QString &next)
{
    m_current = current;
    m_nextNarration = next;
    retranslate();
}

void PresenterWindow::setHeadings(const QString &now, const QString &next)
{
    m_nowHeading = now;
    m_nextHeading = next;
    retranslate();
}

QString PresenterWindow::nextText() const
{
    return m_next->text();
}

void PresenterWindow::applyFonts()
{
    for (const auto &[label, size] : std::as_const(m_sizes))
        label->setFont(InterfaceScale::relative(font(), size, label->font().bold()));
}

void PresenterWindow::restartClock()
{
    m_clock.restart();
    tick();
}

void PresenterWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        applyFonts();
    QWidget::changeEvent(event);
}

void PresenterWindow::retranslate()
{
    setWindowTitle(tr("Presenter view — NDCG Explorer"));
    m_nowTitle->setText(m_nowHeading.isEmpty() ? tr("On screen now") : m_nowHeading);
    m_nextTitle->setText(m_nextHeading.isEmpty() ? tr("Next step") : m_nextHeading);
    m_now->setText(m_current.isEmpty() ? tr("No step-through is running.") : m_current);
    m_next->setText(m_nextNarration.isEmpty()
            ? tr("Start a step-through to see the next step's narration here.")
            : m_nextNarration);
    m_next->setAccessibleName(tr("Next step's narration"));
    m_keys->setText(tr("→ Space PageDown: next step · ← PageUp: previous · Home End: first, last · "
                       "B: blank screen · Ctrl+= Ctrl+- Ctrl+0: zoom · Esc: leave presenter mode"));
    tick();
}

void PresenterWindow::tick()
{
    const qint64 seconds = m_clock.elapsed() / 1000;
    m_status->setText(tr("Time %1:%2 · zoom %3×")
                          .arg(seconds / 60)
                          .arg(seconds % 60, 2, 10, QLatin1Char('0'))
                          .arg(InterfaceScale::instance()->presenterZoom(), 0, 'g', 3));
}
