#include "trecfiles.h"

#include "fileinput.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <climits>
#include <cstring>
#include <new>
#include <optional>
#include <system_error>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Ndcg::Trec {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Ndcg::Trec", text);
}

// Byte classes of the TREC formats: field text, separators (isspace() minus '\n', which ends a
// line), and bytes no text file contains.
enum ByteClass : unsigned char { Text = 0, Space = 1, Binary = 2 };

constexpr std::array<unsigned char, 256> makeClasses()
{
    std::array<unsigned char, 256> classes {};
    for (int c = 0; c < 0x20; ++c)
        classes[c] = Binary;
    classes[0x7f] = Binary;
    for (unsigned char c : {' ', '\t', '\r', '\v', '\f'})
        classes[c] = Space;
    return classes;
}
constexpr std::array<unsigned char, 256> byteClass = makeClasses();

constexpr double powersOf10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
    1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Splits [p, end) into at most maxFields fields. Returns the number of fields found, counting
// one more than maxFields when there are more, or -1-(offset of a binary byte).
int splitFields(const char *p, const char *end, std::string_view *fields, int maxFields)
{
    const char *const start = p;
    int count = 0;
    while (true) {
        while (p < end && byteClass[static_cast<unsigned char>(*p)] == Space)
            ++p;
        if (p == end)
            return count;
        const char *fieldStart = p;
        unsigned char c;
        while (p < end && (c = byteClass[static_cast<unsigned char>(*p)]) != Space) {
            if (c == Binary)
                return -1 - int(p - start);
            ++p;
        }
        if (count == maxFields) {
            // Only check the rest of the line for binary bytes.
            for (; p < end; ++p) {
                if (byteClass[static_cast<unsigned char>(*p)] == Binary)
                    return -1 - int(p - start);
            }
            return maxFields + 1;
        }
        fields[count++] = std::string_view(fieldStart, std::size_t(p - fieldStart));
    }
}

QString shown(std::string_view text)
{
    constexpr std::size_t maxShown = 40;
    QString s = QString::fromUtf8(text.data(), qsizetype(std::min(text.size(), maxShown)));
    if (text.size() > maxShown)
        s += QStringLiteral("…");
    return s;
}

QString binaryMessage(const char *lineStart, int offset)
{
    return tr("unexpected binary data (byte 0x%1 in column %2): not a text file")
        .arg(static_cast<unsigned char>(lineStart[offset]), 2, 16, QLatin1Char('0'))
        .arg(offset + 1);
}

QString tooLongMessage()
{
    return tr("line longer than %1 bytes: not a TREC file").arg(maxLineLength);
}

// [digits][.digits] with at most 19 digits and 22 after the point (a run's usual score,
// "12.3456"): the value of parseNumber(), found without its general branches. False for any
// other text, which parseNumber() then reads.
bool parsePlainDecimal(const char *p, std::size_t n, double &value)
{
    const bool negative = n > 0 && *p == '-';
    const std::size_t from = negative ? 1 : 0;
    std::uint64_t mantissa = 0;
    std::size_t dot = n;
    for (std::size_t i = from; i < n; ++i) {
        const unsigned digit = unsigned(static_cast<unsigned char>(p[i])) - '0';
        if (digit < 10)
            mantissa = mantissa * 10 + digit;
        else if (p[i] == '.' && dot == n)
            dot = i;
        else
            return false;
    }
    const std::size_t digits = n - from - (dot < n ? 1 : 0);
    const std::size_t fraction = dot < n ? n - dot - 1 : 0;
    if (digits == 0 || digits > 19 || fraction > 22 || mantissa > (std::uint64_t(1) << 53))
        return false;
    // One correctly rounded division of exact doubles, as parseNumber's fast path (leading
    // zeros add nothing to the mantissa there either).
    value = double(mantissa) / powersOf10[fraction];
    if (negative)
        value = -value;
    return true;
}

#if defined(__SSE2__)
constexpr bool fastLines = std::endian::native == std::endian::little;
#else
constexpr bool fastLines = false;
#endif
// The fast line reader looks at this many bytes from a line's start (and loads up to 8 more
// for the last word of a field); shorter rests of a buffer take the general path.
constexpr std::ptrdiff_t fastWindow = 64;
constexpr std::ptrdiff_t fastReadable = fastWindow + 8;

// The byte classes of p[0..63] as bit masks (bit i: byte p[i]), 16 bytes at a time.
struct ByteMasks
{
    std::uint64_t newline = 0;
    std::uint64_t space = 0; // class Space
    std::uint64_t binary = 0; // class Binary, '\n' aside
};

#if defined(__GNUC__)
[[gnu::always_inline]]
#endif
inline ByteMasks
classify64(const char *p)
{
    ByteMasks masks;
#if defined(__SSE2__)
    for (int k = 0; k < 4; ++k) {
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * k));
        const __m128i newline = _mm_cmpeq_epi8(b, _mm_set1_epi8('\n'));
        // ' ', or '\t' '\v' '\f' '\r' (9 to 13 but '\n').
        const __m128i from9 = _mm_sub_epi8(b, _mm_set1_epi8(9));
        const __m128i in9to13 = _mm_cmpeq_epi8(_mm_min_epu8(from9, _mm_set1_epi8(4)), from9);
        const __m128i space = _mm_or_si128(
            _mm_cmpeq_epi8(b, _mm_set1_epi8(' ')), _mm_andnot_si128(newline, in9to13));
        // Below 0x20 or 0x7f, and not a separator.
        const __m128i control
            = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(b, _mm_set1_epi8(0x1f)), b),
                _mm_cmpeq_epi8(b, _mm_set1_epi8(0x7f)));
        const __m128i binary = _mm_andnot_si128(_mm_or_si128(space, newline), control);
        const int shift = 16 * k;
        masks.newline |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(newline))) << shift;
        masks.space |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(space))) << shift;
        masks.binary |= std::uint64_t(std::uint16_t(_mm_movemask_epi8(binary))) << shift;
    }
#else
    (void)p;
#endif
    return masks;
}

// The fields of the line at p found from its masks: at most `count` fields, as splitFields()
// finds them. Returns the line's length (to its '\n'), or -1 when the 64 bytes hold no '\n',
// hold a binary byte in the line, or fewer than `count` fields (the general path reads these).
int fastFields(const char *p, std::string_view *fields, int count, bool *more = nullptr)
{
    const ByteMasks masks = classify64(p);
    if (masks.newline == 0)
        return -1;
    const std::uint64_t inLine = (masks.newline & (0 - masks.newline)) - 1;
    if (masks.binary & inLine)
        return -1;
    const std::uint64_t text = ~masks.space & inLine;
    std::uint64_t starts = text & ~(text << 1);
    std::uint64_t ends = text & ~(text >> 1); // the last byte of each field
    for (int i = 0; i < count; ++i) {
        if (starts == 0)
            return -1;
        const int start = std::countr_zero(starts);
        const int last = std::countr_zero(ends);
        starts &= starts - 1;
        ends &= ends - 1;
        fields[i] = std::string_view(p + start, std::size_t(last + 1 - start));
    }
    if (more)
        *more = starts != 0;
    return std::countr_zero(masks.newline);
}

// Detail::hashBytes(text) for text that may be read 8 bytes at a time past its end (within
// the fast window).
std::uint64_t hashInWindow(std::string_view text)
{
    return Detail::hashBytes<true>(text);
}

} // namespace

Error lineError(const QString &file, int line, const QString &message)
{
    return Error {message, displayPath(file), line};
}

Error duplicateDocnoError(
    const QString &file, int line, std::string_view docno, std::string_view qid, int firstLine)
{
    return lineError(file, line,
        tr("docno '%1' occurs twice in query '%2' (first on line %3)")
            .arg(shown(docno), shown(qid))
            .arg(firstLine));
}

std::optional<double> parseNumber(std::string_view text)
{
    const char *p = text.data();
    const char *const end = p + text.size();
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-')) {
        negative = *p == '-';
        ++p;
    }
    const char *const unsignedStart = p;
    std::uint64_t mantissa = 0;
    int digits = 0; // significant digits in mantissa
    int exponent = 0; // value = mantissa * 10^exponent
    bool anyDigit = false;
    bool truncated = false; // more than 19 significant digits
    for (; p < end && isDigit(*p); ++p) {
        anyDigit = true;
        if (mantissa == 0 && *p == '0')
            continue;
        if (digits < 19) {
            mantissa = mantissa * 10 + std::uint64_t(*p - '0');
            ++digits;
        } else {
            truncated = true;
            ++exponent;
        }
    }
    if (p < end && *p == '.') {
        for (++p; p < end && isDigit(*p); ++p) {
            anyDigit = true;
            if (mantissa == 0 && *p == '0') {
                --exponent;
                continue;
            }
            if (digits < 19) {
                mantissa = mantissa * 10 + std::uint64_t(*p - '0');
                ++digits;
                --exponent;
            } else {
                truncated = true;
            }
        }
    }
    if (!anyDigit)
        return std::nullopt;
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        bool negativeExponent = false;
        if (p < end && (*p == '+' || *p == '-')) {
            negativeExponent = *p == '-';
            ++p;
        }
        if (p == end || !isDigit(*p))
            return std::nullopt;
        int value = 0;
        for (; p < end && isDigit(*p); ++p) {
            if (value < 100000)
                value = value * 10 + (*p - '0');
        }
        exponent += negativeExponent ? -value : value;
    }
    if (p != end)
        return std::nullopt;
    double value = 0.0;
    if (!truncated && mantissa <= (std::uint64_t(1) << 53) && exponent >= -22 && exponent <= 22) {
        // Clinger's fast path: both operands are exact doubles, so one rounding.
        value = double(mantissa);
        value = exponent < 0 ? value / powersOf10[-exponent] : value * powersOf10[exponent];
    } else {
        const auto [ptr, ec] = std::from_chars(unsignedStart, end, value);
        if (ec != std::errc() || ptr != end)
            return std::nullopt;
    }
    return negative ? -value : value;
}

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    const char *p = text.data();
    const char *const end = p + text.size();
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-')) {
        negative = *p == '-';
        ++p;
    }
    if (p == end)
        return std::nullopt;
    std::uint64_t value = 0;
    constexpr std::uint64_t limit = std::uint64_t(INT64_MAX);
    for (; p < end; ++p) {
        if (!isDigit(*p))
            return std::nullopt;
        value = value * 10 + std::uint64_t(*p - '0');
        if (value > limit + (negative ? 1 : 0))
            return std::nullopt;
    }
    return negative ? std::int64_t(0 - value) : std::int64_t(value);
}

std::int64_t parseAtol(std::string_view text)
{
    const char *p = text.data();
    const char *const end = p + text.size();
    while (p < end
        && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\v' || *p == '\f'))
        ++p;
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-')) {
        negative = *p == '-';
        ++p;
    }
    // Accumulated as a magnitude; strtol saturates at LONG_MAX, or LONG_MIN when negative.
    constexpr std::uint64_t limit = std::uint64_t(INT64_MAX);
    std::uint64_t value = 0;
    bool overflow = false;
    for (; p < end && isDigit(*p); ++p) {
        // value stays <= 2^63, so value * 10 + digit never wraps.
        const std::uint64_t digit = std::uint64_t(*p - '0');
        if (overflow || value > (limit + 1 - digit) / 10)
            overflow = true;
        else
            value = value * 10 + digit;
    }
    if (negative)
        return overflow || value > limit ? INT64_MIN : -std::int64_t(value);
    return overflow || value > limit ? INT64_MAX : std::int64_t(value);
}

// ---------------------------------------------------------------------------------------------

Result<Qrels> Qrels::load(
    const QString &path, GradeReading grades, const std::function<bool()> &cancelled)
{
    const QString name = displayPath(path);
    QFile file;
    if (const QString problem = openForReading(file, path); !problem.isEmpty())
        return Error {tr("cannot open the qrels file: %1").arg(problem), name};
    // Read in chunks, watching the length of the line in progress: at a line longer than
    // maxLineLength (a binary file, an endless stream such as /dev/zero, a file of gigabytes on
    // one line) the read stops within one chunk of that line's start, and parse() reports the
    // first error up to there, as it would for the whole file. Memory: what was read, never
    // more than a chunk past the end of the last whole line.
    QByteArray data;
    try {
        constexpr qint64 chunk = 4 * 1024 * 1024;
        // A regular file is read into one buffer of its size (then no copy moves it), reserved
        // once the first chunk has shown it holds lines; its size may still change while it
        // is read.
        const FileKind kind = fileKind(path);
        bool reserved = !kind.regular || kind.size <= chunk;
        if (kind.regular && kind.size > 0 && reserved)
            data.reserve(qsizetype(kind.size) + 2);
        qsizetype lineStart = 0;
        while (true) {
            if (cancelled && cancelled())
                return cancelledError();
            const qsizetype from = data.size();
            const qint64 room = qint64(data.capacity() - from) - 1;
            const qint64 want = room > 0 ? std::min(room, chunk) : chunk;
            data.resize(from + qsizetype(want));
            const qint64 got = file.read(data.data() + from, want);
            data.resize(from + qsizetype(std::max<qint64>(got, 0)));
            if (got < 0 || file.error() != QFileDevice::NoError)
                return Error {tr("cannot read the qrels file: %1").arg(file.errorString()), name};
            if (got == 0)
                break;
            // The start of the last line: after the last '\n' read.
            const char *const base = data.constData();
            for (const char *p = base + data.size(); p > base + from; --p) {
                if (p[-1] == '\n') {
                    lineStart = qsizetype(p - base);
                    break;
                }
            }
            if (data.size() - lineStart > qsizetype(maxLineLength)) {
                data.truncate(lineStart + qsizetype(maxLineLength) + 1);
                break;
            }
            if (!reserved) {
                data.reserve(qsizetype(kind.size) + 2); // + 1 byte to see the end, + the '\0'
                reserved = true;
            }
        }
        return parse(data, name, grades);
    } catch (const std::bad_alloc &) {
        return Error {tr("cannot read the qrels file: not enough memory for %1 MB")
                          .arg(std::max(data.size(), file.size()) / (1024 * 1024)),
            name};
    }
}

Result<Qrels> Qrels::parse(const QByteArray &data, const QString &fileName, GradeReading reading)
{
    Qrels qrels;
    qrels.m_data = data;
    qrels.m_fileName = fileName;
    const char *p = qrels.m_data.constData();
    const char *const end = p + qrels.m_data.size();

    // Pass 1: every line, queries numbered in order of appearance. A syntax error stops it;
    // a docno judged twice before that line is still the first error (checked below).
    std::vector<std::string_view> qids;
    std::vector<Stored> judgments;
    std::vector<std::uint32_t> queryOf; // each judgment's query
    {
        const auto lines = std::size_t(std::count(p, end, '\n')) + 1;
        judgments.reserve(lines);
        queryOf.reserve(lines);
    }
    const char *const base = p;
    std::optional<Error> syntaxError;
    int line = 1;
    // The query of the line before (files list a query's judgments together).
    std::uint32_t lastQuery = Detail::HashIndex::empty;
    const auto add = [&](const std::string_view *f, std::int64_t grade) {
        if (lastQuery == Detail::HashIndex::empty || qids[lastQuery] != f[0]) {
            lastQuery = qrels.m_byQid.insert(Detail::hashBytes(f[0]), std::uint32_t(qids.size()),
                [&](std::uint32_t i) { return qids[i] == f[0]; });
            if (lastQuery == Detail::HashIndex::empty) {
                lastQuery = std::uint32_t(qids.size());
                qids.push_back(f[0]);
            }
        }
        const auto offset = std::uint64_t(f[2].data() - base);
        const auto bits = std::uint64_t(grade);
        judgments.push_back(
            Stored {std::uint32_t(offset), std::uint16_t(offset >> 32), std::uint16_t(f[2].size()),
                std::uint32_t(line), std::uint32_t(bits), std::uint32_t(bits >> 32)});
        queryOf.push_back(lastQuery);
    };
    for (; p < end; ++line) {
        if (fastLines && end - p >= fastReadable && *p != '#') {
            // The usual line at once; anything else (and every error) as below.
            std::string_view f[4];
            bool more = false;
            const int length = fastFields(p, f, 4, &more);
            if (length >= 0 && !more) {
                const auto grade = reading == GradeReading::Atol
                    ? std::optional<std::int64_t>(parseAtol(f[3]))
                    : parseInteger(f[3]);
                if (grade) {
                    add(f, *grade);
                    p += length + 1;
                    continue;
                }
            }
        }
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
        const char *lineEnd = nl ? nl : end;
        if (std::size_t(lineEnd - p) > maxLineLength) {
            syntaxError = lineError(fileName, line, tooLongMessage());
            break;
        }
        if (p < lineEnd && *p == '#') {
            // A comment, as trec_eval 10 reads one: '#' as the line's first byte.
            p = nl ? nl + 1 : end;
            continue;
        }
        std::string_view f[4];
        const int n = splitFields(p, lineEnd, f, 4);
        if (n < 0) {
            syntaxError = lineError(fileName, line, binaryMessage(p, -1 - n));
            break;
        }
        if (n > 0) {
            if (n != 4) {
                syntaxError = lineError(fileName, line,
                    n < 4 ? tr("expected 4 fields 'qid iter docno grade', found %1").arg(n)
                          : tr("expected 4 fields 'qid iter docno grade', found more"));
                break;
            }
            const auto grade = reading == GradeReading::Atol
                ? std::optional<std::int64_t>(parseAtol(f[3]))
                : parseInteger(f[3]);
            if (!grade) {
                syntaxError = lineError(fileName, line,
                    tr("expected an integer grade, found '%1' (trec_eval "
                       "would read it as %2)")
                        .arg(shown(f[3]))
                        .arg(parseAtol(f[3])));
                break;
            }
            add(f, *grade);
        }
        p = nl ? nl + 1 : end;
    }
    if (judgments.size() >= std::size_t(UINT32_MAX))
        return lineError(fileName, line, tr("too many judgments"));
    // Stored keeps 16 bits of a docno's length (a docno is shorter than its line) and 48 of its
    // offset (256 TB, more than a process can address on x86-64 or AArch64).
    static_assert(maxLineLength <= 0xFFFF + 1);

    // Queries in qid byte order, as trec_eval sorts them; judgments grouped by query, each
    // group in file order: as read when the file lists each query's judgments together (query
    // numbers, given in order of appearance, then never decrease), else by a stable counting
    // sort.
    std::vector<std::uint32_t> order(qids.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = std::uint32_t(i);
    std::sort(order.begin(), order.end(),
        [&](std::uint32_t a, std::uint32_t b) { return qids[a] < qids[b]; });
    std::vector<std::uint32_t> rank(qids.size());
    qrels.m_queries.resize(qids.size());
    for (std::size_t r = 0; r < order.size(); ++r) {
        rank[order[r]] = std::uint32_t(r);
        qrels.m_queries[r].qid = qids[order[r]];
    }
    const bool grouped = std::is_sorted(queryOf.begin(), queryOf.end());
    std::uint32_t previous = Detail::HashIndex::empty;
    for (std::size_t j = 0; j < judgments.size(); ++j) {
        const bool first = queryOf[j] != previous;
        previous = queryOf[j];
        queryOf[j] = rank[queryOf[j]];
        QrelsQuery &query = qrels.m_queries[queryOf[j]];
        if (grouped && first)
            query.begin = query.end = std::uint32_t(j);
        ++query.end; // grouped: the range; else the count, placed below
    }
    std::uint32_t at = 0;
    std::uint32_t slotCount = 0;
    for (QrelsQuery &query : qrels.m_queries) {
        const std::uint32_t count = query.end - query.begin;
        if (!grouped) {
            query.begin = at;
            query.end = at;
            at += count;
        }
        // At most half full, as a power of two would be at worst, without rounding up (a
        // power of two is up to four times the judgments: 150 judgments took 512 slots).
        const std::uint32_t capacity = std::max<std::uint32_t>(8, count * 2);
        query.table = slotCount;
        query.tableSize = capacity;
        slotCount += capacity;
    }
    if (grouped) {
        qrels.m_judgments = std::move(judgments);
    } else {
        qrels.m_judgments.resize(judgments.size());
        for (std::size_t j = 0; j < judgments.size(); ++j)
            qrels.m_judgments[qrels.m_queries[queryOf[j]].end++] = judgments[j];
    }
    judgments = {};
    queryOf = {};

    // Each query's docno table; a docno judged twice is an error on its second line.
    qrels.m_slots.assign(slotCount, Slot {});
    std::optional<Error> duplicate;
    for (QrelsQuery &query : qrels.m_queries) {
        for (std::uint32_t j = query.begin; j < query.end; ++j) {
            const Stored &judgment = qrels.m_judgments[j];
            const std::string_view docno = qrels.docnoOf(judgment);
            const std::uint64_t hash = Detail::hashBytes(docno);
            std::uint32_t i = homeSlot(hash, query.tableSize);
            for (;; i = nextSlot(i, query.tableSize)) {
                Slot &slot = qrels.m_slots[query.table + i];
                if (slot.judgment == 0) {
                    slot = Slot {std::uint32_t(hash >> 32), j + 1};
                    break;
                }
                const Stored &other = qrels.m_judgments[slot.judgment - 1];
                if (slot.tag == std::uint32_t(hash >> 32) && qrels.docnoOf(other) == docno) {
                    if (!duplicate || int(judgment.line) < duplicate->line) {
                        duplicate = lineError(fileName, int(judgment.line),
                            tr("docno '%1' is judged twice for query '%2' "
                               "(first on line %3)")
                                .arg(shown(docno), shown(query.qid))
                                .arg(other.line));
                    }
                    break;
                }
            }
        }
    }
    if (duplicate && (!syntaxError || duplicate->line < syntaxError->line))
        return *duplicate;
    if (syntaxError)
        return *syntaxError;
    if (qrels.m_judgments.empty())
        return lineError(
            fileName, 1, tr("the file is empty: expected lines 'qid iter docno grade'"));

    qrels.m_byQid.clear();
    std::vector<std::int64_t> grades;
    for (std::size_t r = 0; r < qrels.m_queries.size(); ++r) {
        QrelsQuery &query = qrels.m_queries[r];
        qrels.m_byQid.insert(
            Detail::hashBytes(query.qid), std::uint32_t(r), [](std::uint32_t) { return false; });
        // Counted directly when every grade is below 32 (the usual 0-4), else sorted.
        std::array<std::int64_t, 32> counts {};
        bool small = true;
        for (std::uint32_t j = query.begin; j < query.end && small; ++j) {
            const std::int64_t grade = qrels.m_judgments[j].grade();
            if (grade >= 32)
                small = false;
            else if (grade >= 0)
                ++counts[std::size_t(grade)];
        }
        if (small) {
            for (std::size_t g = 0; g < counts.size(); ++g) {
                if (counts[g] > 0)
                    query.levels.emplace_back(std::int64_t(g), counts[g]);
            }
            continue;
        }
        grades.clear();
        for (std::uint32_t j = query.begin; j < query.end; ++j) {
            if (qrels.m_judgments[j].grade() >= 0)
                grades.push_back(qrels.m_judgments[j].grade());
        }
        std::sort(grades.begin(), grades.end());
        for (std::size_t i = 0; i < grades.size();) {
            std::size_t next = i;
            while (next < grades.size() && grades[next] == grades[i])
                ++next;
            query.levels.emplace_back(grades[i], std::int64_t(next - i));
            i = next;
        }
    }
    return qrels;
}

int Qrels::queryIndex(std::string_view qid) const
{
    const auto index = m_byQid.find(
        Detail::hashBytes(qid), [&](std::uint32_t i) { return m_queries[i].qid == qid; });
    return index == Detail::HashIndex::empty ? -1 : int(index);
}

std::optional<std::int64_t> Qrels::grade(
    int query, std::string_view docno, std::uint64_t hash) const
{
    const Stored *judgment = find(m_queries[std::size_t(query)], docno, hash);
    if (!judgment)
        return std::nullopt;
    return judgment->grade();
}

std::int64_t Qrels::maxGrade(int query) const
{
    const QrelsQuery &q = m_queries[std::size_t(query)];
    std::int64_t grade = INT64_MIN;
    for (std::uint32_t j = q.begin; j < q.end; ++j)
        grade = std::max(grade, m_judgments[j].grade());
    return grade;
}

int Qrels::firstLine(int query) const
{
    const QrelsQuery &q = m_queries[std::size_t(query)];
    int line = INT_MAX;
    for (std::uint32_t j = q.begin; j < q.end; ++j)
        line = std::min(line, int(m_judgments[j].line));
    return line;
}

std::vector<Judgment> Qrels::judgmentsOf(int query) const
{
    const QrelsQuery &q = m_queries[std::size_t(query)];
    std::vector<Judgment> result;
    result.reserve(q.end - q.begin);
    for (std::uint32_t j = q.begin; j < q.end; ++j) {
        const Stored &s = m_judgments[j];
        result.push_back(Judgment {docnoOf(s), s.grade(), query, int(s.line)});
    }
    std::sort(result.begin(), result.end(),
        [](const Judgment &a, const Judgment &b) { return a.docno < b.docno; });
    return result;
}

// ---------------------------------------------------------------------------------------------

RunScanner::RunScanner(QString fileName, Sink sink, int firstLine)
    : m_fileName(std::move(fileName))
    , m_sink(std::move(sink))
    , m_line(firstLine)
{ }

Result<std::size_t> RunScanner::feed(const char *begin, const char *end, bool atEnd)
{
    const char *p = begin;
    while (p < end) {
        if (fastLines && end - p >= fastReadable) {
            const int length = scanLineFast(p);
            if (length >= 0) {
                ++m_line;
                p += length + 1;
                continue;
            }
        }
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
        if (!nl && !atEnd) {
            if (std::size_t(end - p) > maxLineLength)
                return lineError(m_fileName, m_line, tooLongMessage());
            break;
        }
        const char *lineEnd = nl ? nl : end;
        if (std::size_t(lineEnd - p) > maxLineLength)
            return lineError(m_fileName, m_line, tooLongMessage());
        if (const auto scanned = scanLine(p, lineEnd); !scanned)
            return scanned.error();
        ++m_line;
        p = nl ? nl + 1 : end;
    }
    return std::size_t(p - begin);
}

Result<bool> RunScanner::scanLine(const char *begin, const char *end)
{
    // A comment, as trec_eval 10 reads runs: '#' first after any blanks; the rest of the line
    // is not looked at.
    const char *first = begin;
    while (first < end && byteClass[static_cast<unsigned char>(*first)] == Space)
        ++first;
    if (first < end && *first == '#')
        return true;
    std::string_view f[6];
    const int n = splitFields(begin, end, f, 6);
    if (n < 0)
        return lineError(m_fileName, m_line, binaryMessage(begin, -1 - n));
    if (n == 0)
        return true; // blank lines are ignored, as by trec_eval
    if (n < 6) {
        return lineError(m_fileName, m_line,
            tr("expected 6 fields 'qid Q0 docno rank score tag', found %1").arg(n));
    }
    const auto score = parseNumber(f[4]);
    if (!score) {
        return lineError(
            m_fileName, m_line, tr("expected a number as the score, found '%1'").arg(shown(f[4])));
    }
    const bool sameQid = !m_block.empty() && f[0] == m_qid;
    const auto previous = addLine(f[0], sameQid, f[2], Detail::hashBytes(f[2]), *score, f[5]);
    if (previous != Detail::HashIndex::empty)
        return duplicateDocnoError(m_fileName, m_line, f[2], m_qid, m_block[previous].line);
    return true;
}

int RunScanner::scanLineFast(const char *p)
{
    std::string_view f[6];
    const int length = fastFields(p, f, 6);
    if (length < 0 || f[0].front() == '#')
        return -1;
    double score;
    if (!parsePlainDecimal(f[4].data(), f[4].size(), score)) {
        const auto parsed = parseNumber(f[4]);
        if (!parsed)
            return -1;
        score = *parsed;
    }
    // The qid compared by its first 8 bytes (readable in the window) where that decides.
    const std::string_view qid = f[0];
    bool sameQid = !m_block.empty() && qid.size() == m_qid.size();
    if (sameQid) {
        if (qid.size() <= 8) {
            std::uint64_t key;
            std::memcpy(&key, qid.data(), 8);
            sameQid = (key & (~std::uint64_t(0) >> (64 - 8 * qid.size()))) == m_qidKey;
        } else {
            sameQid = std::memcmp(qid.data(), m_qid.data(), qid.size()) == 0;
        }
    }
    // A docno seen before in the block: the general path reads the line again and says so.
    if (addLine(qid, sameQid, f[2], hashInWindow(f[2]), score, f[5]) != Detail::HashIndex::empty)
        return -1;
    return length;
}

std::uint32_t RunScanner::addLine(std::string_view qid, bool sameQid, std::string_view docno,
    std::uint64_t hash, double score, std::string_view tag)
{
    m_sawLines = true;
    m_lastTag = tag;
    if (!sameQid) {
        if (!m_block.empty())
            endBlock();
        m_qid = qid;
        m_qidKey = 0;
        std::memcpy(&m_qidKey, qid.data(), std::min<std::size_t>(qid.size(), 8));
        const auto blockIndex = std::uint32_t(m_blockQids.size());
        const auto known = m_blockQidIndex.insert(Detail::hashBytes(m_qid), blockIndex,
            [&](std::uint32_t i) { return m_blockQids[i] == m_qid; });
        if (known == Detail::HashIndex::empty)
            m_blockQids.emplace_back(m_qid);
        else
            m_interleaved = true;
    }
    const auto index = std::uint32_t(m_block.size());
    const auto previous
        = m_seen.insert(hash, index, [&](std::uint32_t i) { return m_block[i].docno == docno; });
    if (previous == Detail::HashIndex::empty)
        m_block.push_back(RunLine {docno, score, hash, m_line});
    return previous;
}

void RunScanner::endBlock()
{
    m_sink(m_qid, m_block);
    m_block.clear();
    m_seen.clear();
}

void RunScanner::detach()
{
    std::size_t bytes = m_qid.size() + m_lastTag.size();
    for (const RunLine &line : m_block)
        bytes += line.docno.size();
    std::string storage;
    storage.reserve(bytes);
    const auto copy = [&storage](std::string_view &view) {
        const std::size_t at = storage.size();
        storage.append(view);
        return at;
    };
    // Offsets first: storage must not grow (and move) while views are taken.
    const std::size_t qidAt = copy(m_qid);
    const std::size_t tagAt = copy(m_lastTag);
    std::vector<std::size_t> docAt;
    docAt.reserve(m_block.size());
    for (RunLine &line : m_block)
        docAt.push_back(copy(line.docno));
    m_detached.swap(storage);
    const char *base = m_detached.data();
    m_qid = std::string_view(base + qidAt, m_qid.size());
    m_lastTag = std::string_view(base + tagAt, m_lastTag.size());
    for (std::size_t i = 0; i < m_block.size(); ++i)
        m_block[i].docno = std::string_view(base + docAt[i], m_block[i].docno.size());
}

void RunScanner::finish()
{
    if (!m_block.empty())
        endBlock();
}

qint64 scanEnd(const QString &path)
{
    const FileKind kind = fileKind(path);
    return kind.exists && !kind.regular ? -1 : kind.size;
}

Error cancelledError()
{
    // Never shown: whoever cancels knows it by its own flag (hence not translated).
    return Error {QStringLiteral("cancelled")};
}

Result<bool> scanFile(const QString &path, qint64 begin, qint64 end, RunScanner &scanner,
    const std::function<bool()> &cancelled)
{
    constexpr qint64 window = 16 * 1024 * 1024;
    static_assert(window > qint64(maxLineLength));
    const QString name = displayPath(path);
    QFile file;
    if (const QString problem = openForReading(file, path); !problem.isEmpty())
        return Error {tr("cannot open the run file: %1").arg(problem), name};
    if (end < 0) {
        // A pipe or another stream of unknown size: read it window by window.
        QByteArray pending;
        while (true) {
            if (cancelled && cancelled())
                return cancelledError();
            const QByteArray chunk = file.read(window);
            if (file.error() != QFileDevice::NoError)
                return Error {tr("cannot read the run file: %1").arg(file.errorString()), name};
            const bool last = chunk.isEmpty();
            pending += chunk;
            const auto consumed
                = scanner.feed(pending.constData(), pending.constData() + pending.size(), last);
            scanner.detach();
            if (!consumed)
                return consumed.error();
            pending.remove(0, qsizetype(*consumed));
            if (last)
                break;
        }
        scanner.finish();
        return true;
    }
    qint64 pos = begin;
    QByteArray buffer;
    while (pos < end) {
        if (cancelled && cancelled())
            return cancelledError();
        const qint64 length = std::min(window, end - pos);
        const bool last = pos + length == end;
        const char *data = reinterpret_cast<const char *>(file.map(pos, length));
        if (!data) {
            // Not mappable (a pipe, a special file): read the window instead.
            if (!file.seek(pos))
                return Error {tr("cannot read the run file: %1").arg(file.errorString()), name};
            buffer = file.read(length);
            if (buffer.size() != length)
                return Error {tr("cannot read the run file: %1").arg(file.errorString()), name};
            data = buffer.constData();
        }
        const auto consumed = scanner.feed(data, data + length, last);
        scanner.detach();
        if (data != buffer.constData())
            file.unmap(reinterpret_cast<uchar *>(const_cast<char *>(data)));
        if (!consumed)
            return consumed.error();
        if (*consumed == 0 && !last)
            return lineError(path, scanner.lineCount() + 1, tooLongMessage());
        pos += qint64(*consumed);
        if (last)
            break;
    }
    scanner.finish();
    return true;
}

} // namespace Ndcg::Trec
