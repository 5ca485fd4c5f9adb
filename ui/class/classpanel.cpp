#include "classpanel.h"

#include "distributionchart.h"
#include "style/interfacescale.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QPixmap>

#include <algorithm>

ClassPanel::ClassPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("classPanel"));
    auto *layout = new QVBoxLayout(this);
    const int margin = InterfaceScale::px(8);
    layout->setContentsMargins(margin, margin, margin, margin);
    layout->setSpacing(InterfaceScale::px(6));
    auto label = [this](const char *name) {
        auto *l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText); // nicknames and texts are never markup
        l->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
        return l;
    };
    // The join card: the QR code and, beside it or above it, the address and the room code.
    m_join = new QWidget(this);
    m_join->setObjectName(QStringLiteral("classJoinCard"));
    auto *join = new QBoxLayout(QBoxLayout::BottomToTop, m_join);
    join->setContentsMargins(0, 0, 0, 0);
    join->setSpacing(InterfaceScale::px(6));
    m_qrLabel = new QLabel(m_join);
    m_qrLabel->setObjectName(QStringLiteral("classQrCode"));
    m_qrLabel->setAlignment(Qt::AlignCenter);
    join->addWidget(m_qrLabel, 0, Qt::AlignHCenter);
    auto *texts = new QVBoxLayout;
    texts->setSpacing(InterfaceScale::px(2));
    m_address = label("classAddress");
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_code = label("classRoomCode");
    texts->addWidget(m_address);
    texts->addWidget(m_code);
    join->addLayout(texts, 1);
    layout->addWidget(m_join);

    m_count = label("classCount");
    m_state = label("classState");
    layout->addWidget(m_count);
    layout->addWidget(m_state);
    m_chart = new DistributionChart(this);
    layout->addWidget(m_chart);
    m_share = label("classShare");
    m_diagnoses = label("classDiagnoses");
    layout->addWidget(m_share);
    layout->addWidget(m_diagnoses);
    layout->addStretch(1);
    applyFonts();
    refresh();
}

void ClassPanel::setJoin(const QUrl &joinUrl, const QImage &qrCode, const QString &roomCode)
{
    m_joinUrl = joinUrl;
    m_qr = qrCode;
    m_roomCode = roomCode;
    refresh();
    updateQr();
}

void ClassPanel::setTally(const Ndcg::Class::Tally &tally)
{
    m_tally = tally;
    refresh();
}

void ClassPanel::setLanguage(const QString &language)
{
    m_language = language;
    refresh();
}

void ClassPanel::retranslate()
{
    refresh();
}

QString ClassPanel::addressText() const
{
    return m_address->text();
}

QString ClassPanel::roomCodeText() const
{
    return m_code->text();
}

QString ClassPanel::countText() const
{
    return m_count->text();
}

QString ClassPanel::stateText() const
{
    return m_state->text();
}

bool ClassPanel::isDistributionShown() const
{
    return !m_chart->isEmpty();
}

QStringList ClassPanel::distributionLines() const
{
    return m_chart->lines();
}

QString ClassPanel::shareText() const
{
    return m_share->isVisibleTo(this) ? m_share->text() : QString();
}

QStringList ClassPanel::diagnosisLines() const
{
    if (!m_diagnoses->isVisibleTo(this) || m_diagnoses->text().isEmpty())
        return {};
    return m_diagnoses->text().split(QLatin1Char('\n'));
}

int ClassPanel::preferredWidth() const
{
    // The address in large type on one line, or the count and the chart's labels.
    const int line = fontMetrics().lineSpacing();
    return m_joinLarge ? std::max(line * 20,
               QFontMetrics(m_address->font()).horizontalAdvance(m_address->text()) + 2 * line)
                       : line * 20;
}

void ClassPanel::refresh()
{
    using Ndcg::Class::Tally;
    const Tally &t = m_tally;
    const bool large = t.questionId.isEmpty() || t.devices == 0;
    const bool changed = large != m_joinLarge;
    m_joinLarge = large;

    QString address = m_joinUrl.toString();
    if (address.endsWith(QLatin1Char('/')))
        address.chop(1); // "http://192.168.1.23:41234": what a student types
    m_address->setText(address);
    m_code->setText(m_roomCode.isEmpty() ? QString() : tr("Room code: %1").arg(m_roomCode));
    m_address->setToolTip(tr("Open this address on a phone or a laptop on the same network, or "
                             "scan the QR code"));
    if (auto *box = qobject_cast<QBoxLayout *>(m_join->layout()))
        box->setDirection(large ? QBoxLayout::BottomToTop : QBoxLayout::LeftToRight);
    m_address->setAlignment(large ? Qt::AlignHCenter : Qt::AlignLeft);
    m_code->setAlignment(large ? Qt::AlignHCenter : Qt::AlignLeft);

    if (t.questionId.isEmpty()) {
        m_count->setText(tr("%n joined", nullptr, t.devices));
        m_state->setText(tr("No question in this scene: join now."));
    } else {
        // Before anyone has joined: "nobody has joined yet", not "0 of 0 answered".
        m_count->setText(t.devices == 0
                ? tr("Nobody has joined yet")
                : tr("%1 of %n answered", nullptr, t.devices).arg(t.answered));
        m_state->setText(t.revealed ? tr("Answers closed and revealed.")
                : t.open            ? tr("Answers open: you can change yours until they close.")
                                    : tr("Answers closed."));
    }

    m_chart->setTally(t, m_language);
    const bool revealed = t.revealed && !t.questionId.isEmpty();
    m_chart->setVisible(revealed);
    QString share;
    QStringList diagnoses;
    if (revealed) {
        const int percent = t.answered > 0 ? qRound(100.0 * t.withinTolerance / t.answered) : 0;
        share = t.number ? tr("%1 of %2 (%3 %) within ±%4")
                               .arg(t.withinTolerance)
                               .arg(t.answered)
                               .arg(percent)
                               .arg(QString::number(t.tolerance, 'g', 6))
                         : tr("%1 of %2 (%3 %) chose a right answer")
                               .arg(t.withinTolerance)
                               .arg(t.answered)
                               .arg(percent);
        for (const Ndcg::Class::DiagnosisCount &d : t.diagnoses)
            diagnoses.append(
                tr("%n used %1", nullptr, d.count).arg(d.diagnosis.text.text(m_language)));
        if (t.unexplained > 0)
            diagnoses.append(
                tr("%n wrong answer(s) that no known slip explains", nullptr, t.unexplained));
    }
    m_share->setText(share);
    m_share->setVisible(revealed);
    m_diagnoses->setText(diagnoses.join(QLatin1Char('\n')));
    m_diagnoses->setVisible(revealed && !diagnoses.isEmpty());
    // The fonts and the QR code's pixmap only when the card changes size: a tally comes up to
    // 20 times a second while answers arrive, and each is just new text.
    if (changed) {
        applyFonts();
        emit joinSizeChanged(large);
    }
}

void ClassPanel::applyFonts()
{
    // Relative to the panel's own font (the interface scale and the presenter zoom): the join
    // card and the count read from the back of the room.
    const QFont base = font();
    // The address no wider than the count below it: the dock beside the lesson takes no more
    // room for the join card than for the answers.
    m_address->setFont(InterfaceScale::relative(base, m_joinLarge ? 1.6 : 1.1, true));
    m_code->setFont(InterfaceScale::relative(base, m_joinLarge ? 2.4 : 1.1, true));
    m_count->setFont(InterfaceScale::relative(base, 2.0, true));
    m_state->setFont(base);
    m_chart->setFont(InterfaceScale::relative(base, 1.1));
    m_share->setFont(InterfaceScale::relative(base, 1.3, true));
    m_diagnoses->setFont(InterfaceScale::relative(base, 1.15));
    updateQr();
}

void ClassPanel::updateQr()
{
    if (m_qr.isNull()) {
        m_qrLabel->clear();
        m_qrLabel->hide();
        return;
    }
    // Whole pixels per module (a blurred code does not scan): as large as the card allows.
    const int line = fontMetrics().lineSpacing();
    const int available = std::max(1, width() - 2 * InterfaceScale::px(8));
    const int target = m_joinLarge ? std::min(available, line * 20) : line * 8;
    const int scale = std::max(1, target / std::max(1, m_qr.width()));
    m_qrLabel->setPixmap(QPixmap::fromImage(
        m_qr.scaled(m_qr.size() * scale, Qt::IgnoreAspectRatio, Qt::FastTransformation)));
    m_qrLabel->setAccessibleName(tr("QR code of %1").arg(m_joinUrl.toString()));
    m_qrLabel->show();
}

void ClassPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QWidget::changeEvent(event);
}

void ClassPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_joinLarge)
        updateQr();
}
