#pragma once

// TREC files as trec_eval reads them: qrels (`qid iter docno grade`) and runs
// (`qid Q0 docno rank score tag`). Fields are separated by any run of spaces or tabs; CRLF and
// a missing final newline are accepted; iter, Q0 and rank are ignored; anything after a run's
// tag is ignored. Comment lines are skipped as trec_eval 10 skips them (get_qrels.c,
// get_trec_results.c): in a qrels file a line whose first byte is '#', in a run a line whose
// first byte after leading blanks is '#'. (trec_eval 10 itself reads the line after a qrels
// comment as a judgment even when it starts with '#', and crashes on a comment as the last
// line; here every such line is a comment.) Every problem is an Error naming the file, the
// line and what was expected.
//
// Data flow: qrels file --Qrels--> judgments by query (sorted by qid as trec_eval does);
// run file --RunScanner--> blocks of consecutive lines of one query (docno, score, line)
// --> treceval.h (the measures) or the explain view (rankingForQuery in treceval.h).
// The scanner works on memory spans, so the same code reads a mapped window of a 170 MB file,
// a whole file read into memory, or a fuzzer's input.

#include "breakdown.h"
#include "trechash.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Ndcg::Trec {

// Longer lines are an error (a binary file, or a file that is not a TREC file).
constexpr std::size_t maxLineLength = 64 * 1024;

// trec_eval's relevance codes for a retrieved document: its grade when judged >= 0, else
constexpr std::int64_t notJudged = -1; // not in the qrels (RELVALUE_NONPOOL)
constexpr std::int64_t negativeJudged = -2; // judged with a negative grade (RELVALUE_UNJUDGED)

// A whole decimal number as strtod reads it (correctly rounded, any locale ignored):
// [+-]digits[.digits][e[+-]digits]. Hand-written fast path for up to 19 significant digits and
// |exponent| <= 22 (exact by IEEE division/multiplication), std::from_chars otherwise.
std::optional<double> parseNumber(std::string_view text);
// [+-]digits within the range of int64.
std::optional<std::int64_t> parseInteger(std::string_view text);
// C's atol() as trec_eval gets it from glibc (strtol base 10 on a 64-bit long): leading blanks
// skipped, an optional sign, the leading digits; the rest is ignored ("1.5" is 1, "2abc" is 2,
// "-1.9" is -1), no digits give 0 ("abc", "-", "0x1A" is 0), out of range gives INT64_MAX or
// INT64_MIN.
std::int64_t parseAtol(std::string_view text);

// How Qrels reads the grade field.
enum class GradeReading {
    Integer, // [+-]digits within int64; anything else is an error naming the line (default)
    Atol, // as trec_eval reads it: parseAtol(), never an error
};

struct Judgment
{
    std::string_view docno;
    std::int64_t grade = 0;
    int query = 0; // index into Qrels::queries()
    int line = 0;
};

struct QrelsQuery
{
    std::string_view qid;
    // Distinct grades >= 0 with the number of documents judged so, ascending by grade:
    // trec_eval's rel_levels. Negative grades are judged but never relevant and have no gain.
    std::vector<std::pair<std::int64_t, std::int64_t>> levels;
    std::uint32_t begin = 0; // the query's judgments: [begin, end) of Qrels' list
    std::uint32_t end = 0;
    std::uint32_t table = 0; // its docno hash table: [table, table + tableSize) of Qrels' slots
    std::uint32_t tableSize = 0; // twice its judgments (at least 8): at most half full
};

class Qrels
{
    Q_DECLARE_TR_FUNCTIONS(Ndcg::Trec) // one translation context for the TREC readers
public:
    // Reads the file in chunks of a few MB; a line over maxLineLength ends the read (a binary
    // file, an endless stream, gigabytes on one line) with that error, in bounded memory.
    // `cancelled`, when set, is asked before each chunk: when it returns true the read stops
    // with cancelledError(). Names may hold any bytes (fileinput.h).
    static Result<Qrels> load(const QString &path, GradeReading grades = GradeReading::Integer,
        const std::function<bool()> &cancelled = {});
    // data: the whole file; fileName: how errors name it.
    static Result<Qrels> parse(const QByteArray &data, const QString &fileName,
        GradeReading grades = GradeReading::Integer);

    QString fileName() const { return m_fileName; }
    // Sorted by qid in byte order, as trec_eval evaluates them.
    const std::vector<QrelsQuery> &queries() const { return m_queries; }
    int queryIndex(std::string_view qid) const;
    // The grade of docno in query; hash is Detail::hashBytes(docno).
    std::optional<std::int64_t> grade(int query, std::string_view docno, std::uint64_t hash) const;
    // The same as a relevance code: the grade when >= 0, else negativeJudged, or notJudged.
    std::int64_t relevance(int query, std::string_view docno, std::uint64_t hash) const
    {
        const Stored *judgment = find(m_queries[std::size_t(query)], docno, hash);
        if (!judgment)
            return notJudged;
        const std::int64_t grade = judgment->grade();
        return grade < 0 ? negativeJudged : grade;
    }
    // The judgments of one query, sorted by docno in byte order.
    std::vector<Judgment> judgmentsOf(int query) const;
    // The highest grade of a query, negative ones included, and the line of its first judgment.
    std::int64_t maxGrade(int query) const;
    int firstLine(int query) const;

private:
    // A slot of a query's docno table: the high half of the docno's hash and 1 + the index of
    // its judgment (0: empty). One small table per query keeps a run's lookups, which come
    // query by query, within a few KB of memory instead of one table of the whole file.
    struct Slot
    {
        std::uint32_t tag = 0;
        std::uint32_t judgment = 0;
    };
    // A judgment as kept: 20 bytes instead of Judgment's 32 (a large qrels file held about
    // four times its size): the docno as its offset in m_data (48 bits) and its length (a
    // line, so a docno, is at most maxLineLength bytes), the line, the grade in two halves;
    // its query is the one whose range holds it.
    struct Stored
    {
        std::uint32_t offsetLow = 0;
        std::uint16_t offsetHigh = 0;
        std::uint16_t size = 0;
        std::uint32_t line = 0;
        std::uint32_t gradeLow = 0;
        std::uint32_t gradeHigh = 0;
        std::int64_t grade() const
        {
            return std::int64_t((std::uint64_t(gradeHigh) << 32) | gradeLow);
        }
    };
    std::string_view docnoOf(const Stored &judgment) const
    {
        return {
            m_data.constData() + ((std::size_t(judgment.offsetHigh) << 32) | judgment.offsetLow),
            judgment.size};
    }
    // A hash's first slot in a table of `size` slots (any number: the low half of the hash
    // scaled, Lemire's fastrange), and the slot after i (linear probing, wrapping around).
    static std::uint32_t homeSlot(std::uint64_t hash, std::uint32_t size)
    {
        return std::uint32_t((std::uint64_t(std::uint32_t(hash)) * size) >> 32);
    }
    static std::uint32_t nextSlot(std::uint32_t i, std::uint32_t size)
    {
        return i + 1 == size ? 0 : i + 1;
    }
    // The judgment of docno in query, or nullptr.
    const Stored *find(const QrelsQuery &query, std::string_view docno, std::uint64_t hash) const
    {
        const auto tag = std::uint32_t(hash >> 32);
        for (std::uint32_t i = homeSlot(hash, query.tableSize);; i = nextSlot(i, query.tableSize)) {
            const Slot &slot = m_slots[query.table + i];
            if (slot.judgment == 0)
                return nullptr;
            if (slot.tag == tag && docnoOf(m_judgments[slot.judgment - 1]) == docno)
                return &m_judgments[slot.judgment - 1];
        }
    }

    QByteArray m_data; // the file: every string_view points into it
    QString m_fileName;
    std::vector<QrelsQuery> m_queries;
    std::vector<Stored> m_judgments; // grouped by query, each group in file order
    std::vector<Slot> m_slots;
    Detail::HashIndex m_byQid; // qid -> index into m_queries
};

// One line of a run: the fields trec_eval uses.
struct RunLine
{
    std::string_view docno;
    double score = 0.0;
    std::uint64_t hash = 0; // Detail::hashBytes(docno)
    int line = 0; // 1-based within the scanned range
};

// Reads the lines of a run and hands every maximal block of consecutive lines with the same
// qid to a sink. Checks each line, and that no docno occurs twice in a block. Views passed to
// the sink are valid during the call only.
class RunScanner
{
    Q_DECLARE_TR_FUNCTIONS(Ndcg::Trec)
public:
    using Sink = std::function<void(std::string_view qid, const std::vector<RunLine> &lines)>;

    RunScanner(QString fileName, Sink sink, int firstLine = 1);

    // Scans the complete lines in [begin, end): a line ends with '\n', or with end when
    // atEnd. Returns the number of bytes consumed (up to the end of the last complete line),
    // or the first error. After an error the scanner must not be fed again.
    Result<std::size_t> feed(const char *begin, const char *end, bool atEnd);
    // The block in progress points into memory the caller is about to release: copy it.
    void detach();
    // Hands the last block to the sink. Call once after the final feed().
    void finish();

    int lineCount() const { return m_line - 1; }
    bool sawLines() const { return m_sawLines; }
    std::string lastTag() const { return std::string(m_lastTag); }
    // Each qid whose lines were not all consecutive (trec_eval accepts such files).
    bool qidsInterleaved() const { return m_interleaved; }
    // Every qid that started a block, in order (to check grouping across scanned ranges).
    const std::vector<std::string> &blockQids() const { return m_blockQids; }

private:
    Result<bool> scanLine(const char *begin, const char *end);
    // The usual line at once (at least 72 readable bytes from p): its length, or -1 to read
    // it with scanLine() (anything unusual, every error).
    int scanLineFast(const char *p);
    // Adds a line to the block (a new qid, !sameQid, ends the block before); returns
    // Detail::HashIndex::empty, or the index in the block of the docno's earlier line.
    std::uint32_t addLine(std::string_view qid, bool sameQid, std::string_view docno,
        std::uint64_t hash, double score, std::string_view tag);
    void endBlock();

    QString m_fileName;
    Sink m_sink;
    int m_line = 1;
    bool m_sawLines = false;
    bool m_interleaved = false;
    std::string_view m_lastTag;
    std::string m_lastTagStorage;
    std::string_view m_qid;
    std::uint64_t m_qidKey = 0; // its first 8 bytes (fewer: zero-padded), as loaded
    std::vector<RunLine> m_block;
    Detail::HashIndex m_seen; // docnos of the block in progress -> index into m_block
    std::string m_detached; // storage of a detached block
    std::vector<std::string> m_blockQids;
    Detail::HashIndex m_blockQidIndex; // blockQids -> index
};

// Feeds the bytes [begin, end) of a file to the scanner, through mapped windows of a few MB
// (so that a large run never becomes resident all at once), or read into memory when the file
// cannot be mapped. begin and end must be line starts (or the file's end); end < 0 reads a
// stream (a pipe) to its end. Calls finish(). `cancelled`, when set, is asked before each
// window (a few MB): when it returns true the scan stops with cancelledError().
Result<bool> scanFile(const QString &path, qint64 begin, qint64 end, RunScanner &scanner,
    const std::function<bool()> &cancelled = {});
// The error of a read or comparison stopped by its `cancelled` callback ("cancelled", not
// translated: never shown to the user): callers tell it by their own flag, not by the text.
Error cancelledError();
// The `end` that scans a whole file: its size, or -1 for a stream (a pipe, a device such as
// /dev/zero, which the scanner's line-length cap stops).
qint64 scanEnd(const QString &path);

// How errors name a line: "FILE:LINE: message".
Error lineError(const QString &file, int line, const QString &message);
// The error of a docno that occurs a second time in one query of a run.
Error duplicateDocnoError(
    const QString &file, int line, std::string_view docno, std::string_view qid, int firstLine);

} // namespace Ndcg::Trec
