#pragma once

// Internal to the TREC readers: a fast string hash and an open-addressing index of small
// integers keyed by strings the caller owns. Millions of docnos are looked up per run, so
// these avoid a node allocation per key (std::unordered_map) and hash eight bytes at a time.

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace Ndcg::Trec::Detail {

inline std::uint64_t mix(std::uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

// `readsPastEnd`: the caller guarantees that 8 bytes may be read from the last word's start
// (the readers' fast window), so the tail is loaded whole and masked instead of copied.
template<bool readsPastEnd = false> inline std::uint64_t hashBytes(std::string_view s)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ s.size();
    const char *p = s.data();
    std::size_t n = s.size();
    while (n >= 8) {
        std::uint64_t chunk;
        std::memcpy(&chunk, p, 8);
        h = (h ^ chunk) * 0x100000001b3ULL;
        h ^= h >> 29;
        p += 8;
        n -= 8;
    }
    if (n > 0) {
        std::uint64_t chunk = 0;
        if constexpr (readsPastEnd) {
            std::memcpy(&chunk, p, 8);
            chunk &= (std::uint64_t(1) << (8 * n)) - 1;
        } else {
            std::memcpy(&chunk, p, n);
        }
        h = (h ^ chunk) * 0x100000001b3ULL;
    }
    return mix(h);
}

// Maps a hash to indices 0..n-1 chosen by the caller; the caller compares the keys, so the
// index holds only (hash, value) pairs. Grows at half load. clear() is O(capacity).
class HashIndex
{
public:
    static constexpr std::uint32_t empty = 0xffffffffU;

    void reserve(std::size_t count)
    {
        std::size_t capacity = 16;
        while (capacity < count * 2)
            capacity *= 2;
        if (capacity > m_slots.size())
            rehash(capacity);
    }
    void clear()
    {
        if (m_size != 0)
            std::fill(m_slots.begin(), m_slots.end(), Slot {});
        m_size = 0;
    }
    std::size_t size() const { return m_size; }

    // Calls same(value) for each stored value with this hash until it returns true; returns
    // that value, or empty.
    template<typename Same> std::uint32_t find(std::uint64_t hash, Same same) const
    {
        if (m_slots.empty())
            return empty;
        const std::size_t maskBits = m_slots.size() - 1;
        for (std::size_t i = hash & maskBits;; i = (i + 1) & maskBits) {
            const Slot &slot = m_slots[i];
            if (slot.value == empty)
                return empty;
            if (slot.tag == std::uint32_t(hash >> 32) && same(slot.value))
                return slot.value;
        }
    }
    // Inserts value unless an equal key is present; returns the present value or empty.
    template<typename Same> std::uint32_t insert(std::uint64_t hash, std::uint32_t value, Same same)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            rehash(m_slots.empty() ? 16 : m_slots.size() * 2);
        const std::size_t maskBits = m_slots.size() - 1;
        for (std::size_t i = hash & maskBits;; i = (i + 1) & maskBits) {
            Slot &slot = m_slots[i];
            if (slot.value == empty) {
                slot = Slot {std::uint32_t(hash >> 32), std::uint32_t(hash), value};
                ++m_size;
                return empty;
            }
            if (slot.tag == std::uint32_t(hash >> 32) && same(slot.value))
                return slot.value;
        }
    }

private:
    // The high half of the hash filters comparisons; the low half picks the home slot.
    struct Slot
    {
        std::uint32_t tag = 0;
        std::uint32_t home = 0;
        std::uint32_t value = empty;
    };
    void rehash(std::size_t capacity)
    {
        std::vector<Slot> old(capacity, Slot {});
        old.swap(m_slots);
        const std::size_t maskBits = capacity - 1;
        for (const Slot &slot : old) {
            if (slot.value == empty)
                continue;
            std::size_t i = slot.home & maskBits;
            while (m_slots[i].value != empty)
                i = (i + 1) & maskBits;
            m_slots[i] = slot;
        }
    }
    std::vector<Slot> m_slots;
    std::size_t m_size = 0;
};

} // namespace Ndcg::Trec::Detail
