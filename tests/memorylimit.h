#pragma once

// A ceiling on memory for tests of endless or huge input (/dev/zero, a FIFO that never ends): a
// reader that grows without bound then fails at once with std::bad_alloc (a crash of the child,
// an exception in the test) instead of filling the machine's memory first.
//
// AddressSpaceLimit: lowers this process's RLIMIT_AS (soft) to what it maps now plus `extra`
// bytes, for the scope of the object (keep it short: every allocation of the process counts).
// limitChildAddressSpace(process, bytes): the same for a child started by QProcess, from its
// start. Neither works under AddressSanitizer, which maps terabytes of shadow memory:
// isSupported() is false there and the test QSKIPs (the plain build runs it).

#include <QFile>
#include <QProcess>

#include <sys/resource.h>
#include <unistd.h>

namespace MemoryLimit {

inline bool isSupported()
{
#if defined(__SANITIZE_ADDRESS__)
    return false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return false;
#else
    return true;
#endif
#else
    return true;
#endif
}

// The bytes of address space this process maps now (the first field of /proc/self/statm).
inline qint64 mappedBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    return statm.readAll().split(' ').value(0).toLongLong() * ::sysconf(_SC_PAGESIZE);
}

inline void limitChildAddressSpace(QProcess &process, qint64 bytes)
{
    process.setChildProcessModifier([bytes] {
        struct rlimit limit = {};
        ::getrlimit(RLIMIT_AS, &limit);
        limit.rlim_cur = rlim_t(bytes);
        ::setrlimit(RLIMIT_AS, &limit);
    });
}

} // namespace MemoryLimit

class AddressSpaceLimit
{
public:
    explicit AddressSpaceLimit(qint64 extra)
    {
        const qint64 mapped = MemoryLimit::mappedBytes();
        if (!MemoryLimit::isSupported() || mapped <= 0 || ::getrlimit(RLIMIT_AS, &m_old) != 0)
            return;
        struct rlimit limit = m_old;
        limit.rlim_cur = rlim_t(mapped + extra);
        if (m_old.rlim_max != RLIM_INFINITY && limit.rlim_cur > m_old.rlim_max)
            return;
        m_valid = ::setrlimit(RLIMIT_AS, &limit) == 0;
    }
    ~AddressSpaceLimit()
    {
        if (m_valid)
            ::setrlimit(RLIMIT_AS, &m_old);
    }
    AddressSpaceLimit(const AddressSpaceLimit &) = delete;
    AddressSpaceLimit &operator=(const AddressSpaceLimit &) = delete;

    bool isValid() const { return m_valid; }

private:
    struct rlimit m_old = {};
    bool m_valid = false;
};
