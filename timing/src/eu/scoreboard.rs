//! Per-thread register scoreboard: the cycle each register's pending write completes.

use super::operands::{RegAccess, ENTRIES};
use super::swsb::SwsbBoard;

/// Who produced a register's pending value (for stall attribution).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Producer {
    /// An ALU, math or control instruction.
    #[default]
    Pipe,
    /// A send (memory, sampler, gateway response).
    Send,
}

/// Ready cycles of one thread's GRFs, flags, accumulators and `a0`.
///
/// Each entry is one 32-bit word: its ready cycle relative to the scoreboard's `base`, above
/// the producer bit ([`pack`]), so that a thread's whole scoreboard takes 9 cache lines
/// (132 entries), not 17. `base` moves up only when a write lies more than [`REL_MAX`]
/// cycles past it ([`Scoreboard::rebase`]).
#[derive(Debug, Clone)]
#[repr(C)]
pub struct Scoreboard {
    /// The cycle entries are relative to (first: it shares the cache line the issue loop
    /// touches for the thread's other fields).
    base: u64,
    /// The entries, then unused ones up to [`SLOTS`].
    reg: [u32; SLOTS],
    /// The software scoreboard (Gen12LP kernels: what decides their dependencies).
    pub soft: SwsbBoard,
}

impl Default for Scoreboard {
    fn default() -> Self {
        Scoreboard {
            base: 0,
            reg: [0; SLOTS],
            soft: SwsbBoard::default(),
        }
    }
}

/// Slots the entry array holds: one per value of a byte, so that an entry a check or write
/// list names (a byte) indexes it without a bounds check; those past [`ENTRIES`] stay 0.
const SLOTS: usize = 256;

/// A pending write with no known completion ([`Scoreboard::pend`]): every bit set.
const PENDING: u32 = u32::MAX;

/// The largest ready cycle an entry holds relative to `base`: its key stays below
/// [`PENDING`]'s.
const REL_MAX: u64 = (PENDING >> 1) as u64 - 1;

/// How far below a write that did not fit a forced [`Scoreboard::rebase`] puts the base.
/// Entries older than the new base read as ready at the base, which changes nothing as long
/// as every instruction's results, and every send's completion, arrive within this many
/// cycles of its issue (the thread's next issue is then later than the base, so any ready
/// cycle at or below the base gives the same issue cycle and no register stall).
const REBASE_SLACK: u64 = 1 << 30;

/// An entry: the ready cycle `rel` (relative to the base, at most [`REL_MAX`]) above the
/// producer bit (1: a send).
#[inline]
fn pack(rel: u32, producer: Producer) -> u32 {
    (rel << 1) | u32::from(producer == Producer::Send)
}

/// An entry's order key: its relative ready cycle, except that a pending entry gives
/// `PENDING >> 1`, above every relative cycle, so keys order as ready cycles do.
#[inline]
fn key(e: u32) -> u32 {
    e >> 1
}

/// The producer of an entry.
#[inline]
fn producer_of(e: u32) -> Producer {
    if e & 1 == 1 {
        Producer::Send
    } else {
        Producer::Pipe
    }
}

/// When an instruction's operands allow it to issue, and what it waited for last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Readiness {
    /// First cycle every checked register is ready.
    pub ready: u64,
    /// Producer of the register that became ready last.
    pub producer: Producer,
}

impl Scoreboard {
    /// A scoreboard with every register ready at cycle 0.
    pub fn new() -> Self {
        Self::default()
    }

    /// The first cycle `acc`'s sources (and, unless `no_dd_chk`, destinations) are ready.
    pub fn readiness(&self, acc: &RegAccess, no_dd_chk: bool) -> Readiness {
        let writes: &[(u16, u16)] = if no_dd_chk { &[] } else { &acc.writes };
        let mut best = 0;
        let mut at = 0;
        for e in spans(&acc.reads).chain(spans(writes)) {
            let k = key(self.reg[e]);
            if k > best {
                best = k;
                at = e;
            }
        }
        self.readiness_at(best, at)
    }

    /// [`Self::readiness`] of the entries `check` lists ([`check_list`]), in order: the
    /// first entry holding the latest cycle names the producer.
    #[inline]
    pub fn readiness_of(&self, check: &[u8]) -> Readiness {
        let mut best = 0;
        let mut at = 0;
        for &e in check {
            let k = key(self.reg[usize::from(e)]);
            if k > best {
                best = k;
                at = usize::from(e);
            }
        }
        self.readiness_at(best, at)
    }

    /// Readiness at relative key `best`, produced by entry `at` (none when `best` is 0).
    #[inline]
    fn readiness_at(&self, best: u32, at: usize) -> Readiness {
        if best == 0 {
            return Readiness {
                ready: self.base,
                producer: Producer::Pipe,
            };
        }
        Readiness {
            ready: if best == PENDING >> 1 {
                u64::MAX
            } else {
                self.base + u64::from(best)
            },
            producer: producer_of(self.reg[at]),
        }
    }

    /// `at` relative to the base, moving the base up when it does not fit.
    #[inline]
    fn rel(&mut self, at: u64) -> u32 {
        match at.checked_sub(self.base) {
            Some(r) if r <= REL_MAX => r as u32,
            _ => self.rebase(at),
        }
    }

    /// Moves the base up so that `at` fits, and gives `at` relative to the new base. Keeps
    /// every entry's cycle when they fit the new range (the base goes to the earliest
    /// entry), else moves the base to [`REBASE_SLACK`] cycles before `at`, entries below it
    /// reading as ready at the base. A write before the base (which issue order rules out)
    /// reads as ready at the base.
    #[cold]
    #[inline(never)]
    fn rebase(&mut self, at: u64) -> u32 {
        let Some(r) = at.checked_sub(self.base) else {
            return 0;
        };
        let earliest = self.reg[..ENTRIES]
            .iter()
            .filter(|&&e| e != PENDING)
            .map(|&e| key(e))
            .min()
            .map_or(r, |k| u64::from(k).min(r));
        let shift = if r - earliest <= REL_MAX {
            earliest
        } else {
            r - REBASE_SLACK.min(r)
        };
        for e in &mut self.reg[..ENTRIES] {
            if *e != PENDING {
                let k = u64::from(key(*e)).saturating_sub(shift) as u32;
                *e = pack(k, producer_of(*e));
            }
        }
        self.base += shift;
        (r - shift) as u32
    }

    /// Marks `acc`'s destinations ready at `at` (a later pending write is kept: writes
    /// complete in order per register).
    pub fn write(&mut self, acc: &RegAccess, at: u64, producer: Producer) {
        let rel = self.rel(at);
        let v = pack(rel, producer);
        for e in spans(&acc.writes) {
            let r = &mut self.reg[e];
            // `rel` is at most `REL_MAX`: below a pending entry's key
            if rel >= key(*r) {
                *r = v;
            }
        }
    }

    /// [`Self::write`] of the entries `writes` lists ([`write_list`]).
    #[inline]
    pub fn write_entries(&mut self, writes: &[u8], at: u64, producer: Producer) {
        let rel = self.rel(at);
        let v = pack(rel, producer);
        for &e in writes {
            let r = &mut self.reg[usize::from(e)];
            // as in `write`
            if rel >= key(*r) {
                *r = v;
            }
        }
    }

    /// The cycle entries are kept relative to: it moves only when a write does not fit
    /// ([`Self::rebase`]), and while it stays, only pending entries change their ready cycle.
    pub fn base(&self) -> u64 {
        self.base
    }

    /// Marks `acc`'s destinations pending with no known completion (a send whose service is
    /// deferred): instructions that touch them wait until [`Self::resolve`].
    pub fn pend(&mut self, acc: &RegAccess) {
        for e in spans(&acc.writes) {
            self.reg[e] = PENDING;
        }
    }

    /// Gives `acc`'s pending destinations (see [`Self::pend`]) their completion cycle `at`.
    pub fn resolve(&mut self, acc: &RegAccess, at: u64) {
        let v = pack(self.rel(at), Producer::Send);
        for e in spans(&acc.writes) {
            if self.reg[e] == PENDING {
                self.reg[e] = v;
            }
        }
    }

    /// The cycle every register is ready (a thread's last pending write; `u64::MAX` while
    /// one is pending).
    pub fn all_ready(&self) -> u64 {
        let k = self.reg[..ENTRIES]
            .iter()
            .map(|&e| key(e))
            .max()
            .unwrap_or(0);
        self.readiness_at(k, 0).ready
    }
}

/// The scoreboard entries of `ranges`, in order (each clipped as [`clip`] does).
#[inline]
fn spans(ranges: &[(u16, u16)]) -> impl Iterator<Item = usize> + '_ {
    ranges.iter().flat_map(|&(lo, hi)| {
        let (lo, end) = clip(lo, hi);
        lo..end
    })
}

// entries are listed as bytes ([`check_list`])
const _: () = assert!(ENTRIES <= 256);

/// The entries [`Scoreboard::readiness`] checks for `acc`, in its order, as a list for
/// [`Scoreboard::readiness_of`] (computed once per kernel instruction).
pub fn check_list(acc: &RegAccess, no_dd_chk: bool) -> Box<[u8]> {
    let writes: &[(u16, u16)] = if no_dd_chk { &[] } else { &acc.writes };
    // an entry listed again cannot be the first to hold the latest cycle: only its first
    // listing is kept
    let mut seen = [false; ENTRIES];
    spans(&acc.reads)
        .chain(spans(writes))
        .filter(|&e| !std::mem::replace(&mut seen[e], true))
        .map(|e| e as u8)
        .collect()
}

/// The entries [`Scoreboard::write`] marks for `acc`, in its order, as a list for
/// [`Scoreboard::write_entries`].
pub fn write_list(acc: &RegAccess) -> Vec<u8> {
    spans(&acc.writes).map(|e| e as u8).collect()
}

/// The index range `lo..=hi` as `lo..end` within the scoreboard (the old loops' bounds:
/// `hi` clipped to the last entry, nothing when `lo` is past it or above `hi`).
#[inline]
fn clip(lo: u16, hi: u16) -> (usize, usize) {
    let end = (hi as usize).min(ENTRIES - 1) + 1;
    let lo = (lo as usize).min(end);
    (lo, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ready(sb: &Scoreboard, e: u8) -> Readiness {
        sb.readiness_of(&[e])
    }

    #[test]
    fn cycles_past_the_32_bit_range_read_back_exactly() {
        let mut sb = Scoreboard::new();
        let every: Vec<u8> = (0..ENTRIES as u8).collect();
        sb.write_entries(&every, 100, Producer::Pipe);
        // 2^31 + 52: past what an entry holds relative to 0 (2^31 - 2); every entry is at 100, so the
        // base moves there and no cycle changes
        sb.write_entries(&[5], 2_147_483_700, Producer::Send);
        assert_eq!(
            ready(&sb, 5),
            Readiness {
                ready: 2_147_483_700,
                producer: Producer::Send
            }
        );
        assert_eq!(ready(&sb, 1).ready, 100);
        assert_eq!(sb.readiness_of(&[1, 5, 7]).ready, 2_147_483_700);
        assert_eq!(sb.all_ready(), 2_147_483_700);
    }

    #[test]
    fn entries_far_behind_a_late_write_read_as_ready_before_it() {
        let mut sb = Scoreboard::new();
        sb.write_entries(&[1], 5, Producer::Send);
        sb.pend(&RegAccess {
            writes: [(9u16, 9u16)].into_iter().collect(),
            ..RegAccess::default()
        });
        sb.write_entries(&[2], 3_000_000_000, Producer::Pipe);
        assert_eq!(ready(&sb, 2).ready, 3_000_000_000);
        // r1 (ready at 5) now reads as ready at 3 000 000 000 - 2^30, long before any
        // issue that could read it
        assert_eq!(
            ready(&sb, 1),
            Readiness {
                ready: 1_926_258_176,
                producer: Producer::Pipe
            }
        );
        // a pending entry stays pending, and resolves to its exact cycle
        assert_eq!(ready(&sb, 9).ready, u64::MAX);
        sb.resolve(
            &RegAccess {
                writes: [(9u16, 9u16)].into_iter().collect(),
                ..RegAccess::default()
            },
            3_000_000_123,
        );
        assert_eq!(
            ready(&sb, 9),
            Readiness {
                ready: 3_000_000_123,
                producer: Producer::Send
            }
        );
    }

    #[test]
    fn the_first_entry_holding_the_latest_cycle_names_the_producer() {
        let mut sb = Scoreboard::new();
        sb.write_entries(&[3, 8], 40, Producer::Pipe);
        sb.write_entries(&[5, 6], 40, Producer::Send);
        sb.write_entries(&[2], 12, Producer::Send);
        let at = |check: &[u8]| sb.readiness_of(check);
        let (pipe, send) = (Producer::Pipe, Producer::Send);
        // ties at 40: whichever is listed first, wherever it stands in the list
        assert_eq!((at(&[2, 3, 5]).ready, at(&[2, 3, 5]).producer), (40, pipe));
        assert_eq!(at(&[2, 5, 3]).producer, send);
        assert_eq!(at(&[0, 1, 2, 4, 7, 9, 6, 8]).producer, send);
        assert_eq!(at(&[0, 1, 2, 4, 7, 9, 8, 6]).producer, pipe);
        assert_eq!(at(&[0, 1, 2, 4, 7, 9, 10, 11, 5]).producer, send);
        assert_eq!(
            at(&[2]),
            Readiness {
                ready: 12,
                producer: send
            }
        );
        // nothing written: ready at the base, from a pipe
        assert_eq!(
            at(&[0, 1, 4]),
            Readiness {
                ready: 0,
                producer: pipe
            }
        );
        assert_eq!(
            at(&[]),
            Readiness {
                ready: 0,
                producer: pipe
            }
        );
        // a long list (the latest entries far in): the same rule
        let mut long = vec![0u8; 300];
        long[260] = 6;
        long[280] = 3;
        assert_eq!(
            at(&long),
            Readiness {
                ready: 40,
                producer: send
            }
        );
        // a pending entry beats every cycle
        sb.pend(&RegAccess {
            writes: [(9u16, 9u16)].into_iter().collect(),
            ..RegAccess::default()
        });
        assert_eq!(sb.readiness_of(&[5, 9, 3]).ready, u64::MAX);
    }

    #[test]
    fn an_entry_is_checked_once() {
        let acc = RegAccess {
            reads: [(4u16, 7u16), (6, 9)].into_iter().collect(),
            writes: [(8u16, 11u16)].into_iter().collect(),
            ..RegAccess::default()
        };
        assert_eq!(&*check_list(&acc, false), &[4, 5, 6, 7, 8, 9, 10, 11]);
        assert_eq!(&*check_list(&acc, true), &[4, 5, 6, 7, 8, 9]);
    }
}
