#pragma once

// What the projector shows of a class session (issue 23), in a dock at the right of the window
// while the class is on:
//   - the join card: the address in large type, its QR code and the room code. Large while
//     there is no question or no one has joined yet (the start of the class); then small, a
//     line at the top of the panel, for latecomers.
//   - the live count, "12 of 30 answered", and whether answers are still taken.
//   - after the reveal (R) only: the distribution (DistributionChart), the share within the
//     tolerance ("18 of 30 (60 %) within ±0.0005") or of right choices, and the mistakes behind
//     the wrong answers with their counts ("9 used linear gain g instead of 2^g − 1").
// It shows a Tally as it comes: the session fills the distribution only once revealed, so the
// panel cannot show it before R. Sizes follow its font (the interface scale and the presenter
// zoom), colours the Theme.

#include "classsession.h"

#include <QImage>
#include <QStringList>
#include <QUrl>
#include <QWidget>

class DistributionChart;
class QLabel;

class ClassPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClassPanel(QWidget *parent = nullptr);

    // The join address, the QR code's image (one pixel a module: the panel scales it by whole
    // pixels) and the room code.
    void setJoin(const QUrl &joinUrl, const QImage &qrCode, const QString &roomCode);
    void setTally(const Ndcg::Class::Tally &tally);
    const Ndcg::Class::Tally &tally() const { return m_tally; }
    // "en" or "zh_CN": the language of the questions' choices and the diagnoses.
    void setLanguage(const QString &language);

    // What the room reads (tests, the stage).
    bool isJoinLarge() const { return m_joinLarge; }
    QString addressText() const;
    QString roomCodeText() const;
    QString countText() const;
    QString stateText() const;
    bool isDistributionShown() const;
    QStringList distributionLines() const;
    QString shareText() const;
    QStringList diagnosisLines() const;
    DistributionChart *chart() const { return m_chart; }
    // The width the panel asks for: larger with the large join card.
    int preferredWidth() const;

    void retranslate();

signals:
    // The join card changed size (the dock may give the panel another width).
    void joinSizeChanged(bool large);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyFonts();
    void updateQr();
    void refresh();

    Ndcg::Class::Tally m_tally;
    QString m_language = QStringLiteral("en");
    QUrl m_joinUrl;
    QImage m_qr;
    QString m_roomCode;
    bool m_joinLarge = true;
    QWidget *m_join = nullptr;
    QLabel *m_qrLabel = nullptr;
    QLabel *m_address = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_state = nullptr;
    DistributionChart *m_chart = nullptr;
    QLabel *m_share = nullptr;
    QLabel *m_diagnoses = nullptr;
};
