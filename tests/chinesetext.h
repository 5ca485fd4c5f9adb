#pragma once

// The typographic rules of Chinese text mixed with Latin, as one checker for the translation file
// (tst_translation) and for sentences the code assembles (tst_language, tst_practice):
//   - no ASCII , . : ; ! ? right before or after a Chinese character or full-width punctuation
//     ("定义: ", "结果.", "2, 3 个"): Chinese takes ，。：；！？ and 、;
//   - no ASCII space between two Chinese characters or next to Chinese sentence punctuation
//     ，。：；！？、 ("先预测 增益₁", "。 平均", "定义： 增益").
// Not flagged (the allow-list): numbers ("0.5", "1,000"), placeholders (%1), accelerators
// ("(&S)"), HTML tags and entities, URLs, file names and patterns ("（.ndcg.json）",
// "(*.csv *.tsv)", ";;" between Qt's file filters), titles and words quoted as written
// (《排序模型评估:准确率@K和NDCG》, “1. 背景介绍”), and punctuation between Latin characters
// ("DCG@k: 2^g − 1"), which belongs to the formula or the English it quotes.

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace ChineseText {

// Ideographs, CJK symbols and punctuation (、。「」…), full-width forms (，：；（）).
inline bool isChinese(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x303F) || (u >= 0x3400 && u <= 0x4DBF)
        || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF)
        || (u >= 0xFF00 && u <= 0xFFEF);
}

// The text with what the rules leave alone replaced by a neutral character ("x"), so that the
// positions of what is left keep their neighbours.
inline QString withoutAllowed(QString text)
{
    static const QRegularExpression allowed(QStringLiteral(
        "<[^>]*>" // HTML tags
        "|&(?:[a-zA-Z]+|#[0-9]+);" // entities
        "|\\(&[^)]\\)" // accelerators written after the text: (&S)
        "|%L?[0-9n]" // placeholders
        "|https?://\\S+" // URLs
        "|\\([*][^)]*\\)|;;" // file dialog patterns and their separator
        "|(?<![0-9A-Za-z])\\.[A-Za-z][A-Za-z0-9]*(?:\\.[A-Za-z][A-Za-z0-9]*)*" // .ndcg.json
        "|[0-9][.,:][0-9]" // numbers and times
        "|《[^》]*》|“[^”]*”")); // titles and words quoted as they are written
    // Tags go without a trace ("%1 <small>（" is a space before the parenthesis); the rest
    // leaves a neutral letter.
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    text.replace(tags, QString());
    text.replace(allowed, QStringLiteral("x"));
    return text;
}

// Each place that breaks a rule, with a little of its context; empty when none does.
inline QStringList problems(const QString &text)
{
    const QString t = withoutAllowed(text);
    QStringList found;
    const auto ascii = [](QChar c) { return QStringLiteral(",.:;!?").contains(c); };
    const auto context = [&t](qsizetype i) {
        return QStringLiteral("“%1”").arg(t.mid(std::max<qsizetype>(0, i - 6), 13));
    };
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i);
        if (ascii(c)) {
            // The nearest neighbours across spaces.
            qsizetype l = i - 1;
            while (l >= 0 && t.at(l) == QLatin1Char(' '))
                --l;
            qsizetype r = i + 1;
            while (r < t.size() && t.at(r) == QLatin1Char(' '))
                ++r;
            if ((l >= 0 && isChinese(t.at(l))) || (r < t.size() && isChinese(t.at(r))))
                found << QStringLiteral("ASCII “%1” in Chinese at %2").arg(c).arg(context(i));
        } else if (c == QLatin1Char(' ') && i > 0 && i + 1 < t.size()) {
            // Between two Chinese characters, after or before Chinese sentence punctuation, and
            // between a Chinese character and a full-width bracket ("处 （"); a bracket may stand
            // beside a space otherwise ("（5 项） · 若 IDCG").
            const QChar left = t.at(i - 1);
            const QChar right = t.at(i + 1);
            const auto ideograph = [](QChar x) {
                return (x.unicode() >= 0x3400 && x.unicode() <= 0x9FFF)
                    || (x.unicode() >= 0xF900 && x.unicode() <= 0xFAFF);
            };
            const auto stop = [](QChar x) { return QStringLiteral("。，：；！？、").contains(x); };
            const bool bracket = (ideograph(left) && right == QChar(0xFF08))
                || (left == QChar(0xFF09) && ideograph(right));
            if ((ideograph(left) && ideograph(right)) || stop(left) || stop(right) || bracket)
                found << QStringLiteral("a space inside Chinese at %1").arg(context(i));
        }
    }
    return found;
}

} // namespace ChineseText
