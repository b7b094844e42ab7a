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
#[derive(Debug, Clone)]
pub struct Scoreboard {
    /// Per register, the cycle its pending write completes and who produces it, packed in
    /// one word ([`pack`]): a thread's whole scoreboard takes 17 cache lines, not 33.
    reg: [u64; ENTRIES],
    /// The software scoreboard (Gen12LP kernels: what decides their dependencies).
    pub soft: SwsbBoard,
}

impl Default for Scoreboard {
    fn default() -> Self {
        Scoreboard {
            reg: [pack(0, Producer::Pipe); ENTRIES],
            soft: SwsbBoard::default(),
        }
    }
}

/// A pending write with no known completion ([`Scoreboard::pend`]): `u64::MAX`, by a send.
const PENDING: u64 = u64::MAX;

/// An entry: the ready cycle above the producer bit (1: a send). Cycles stay below 2^63;
/// `u64::MAX` (pending) packs to itself.
#[inline]
fn pack(ready: u64, producer: Producer) -> u64 {
    if ready == u64::MAX {
        return PENDING;
    }
    (ready << 1) | u64::from(producer == Producer::Send)
}

/// The ready cycle of an entry.
#[inline]
fn ready_of(e: u64) -> u64 {
    if e == PENDING {
        u64::MAX
    } else {
        e >> 1
    }
}

/// An entry's order key: its ready cycle, except that a pending entry gives `2^63 - 1`,
/// above every cycle (cycles stay below 2^63), so keys order as ready cycles do. Cheaper
/// than [`ready_of`] in the scans; [`ready_of_key`] turns a key back into its cycle.
#[inline]
fn key(e: u64) -> u64 {
    e >> 1
}

/// The ready cycle of an entry whose [`key`] is `k`.
#[inline]
fn ready_of_key(k: u64) -> u64 {
    if k == PENDING >> 1 {
        u64::MAX
    } else {
        k
    }
}

/// The producer of an entry.
#[inline]
fn producer_of(e: u64) -> Producer {
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
        self.readiness_at(ready_of_key(best), at)
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
        self.readiness_at(ready_of_key(best), at)
    }

    /// Readiness at cycle `best`, produced by entry `at` (none when `best` is 0).
    #[inline]
    fn readiness_at(&self, best: u64, at: usize) -> Readiness {
        Readiness {
            ready: best,
            producer: if best == 0 {
                Producer::Pipe
            } else {
                producer_of(self.reg[at])
            },
        }
    }

    /// Marks `acc`'s destinations ready at `at` (a later pending write is kept: writes
    /// complete in order per register).
    pub fn write(&mut self, acc: &RegAccess, at: u64, producer: Producer) {
        let v = pack(at, producer);
        for e in spans(&acc.writes) {
            let r = &mut self.reg[e];
            // `at` is a cycle (below 2^63 - 1): no later than a pending entry's key
            if at >= key(*r) {
                *r = v;
            }
        }
    }

    /// [`Self::write`] of the entries `writes` lists ([`write_list`]).
    #[inline]
    pub fn write_entries(&mut self, writes: &[u8], at: u64, producer: Producer) {
        let v = pack(at, producer);
        for &e in writes {
            let r = &mut self.reg[usize::from(e)];
            // as in `write`
            if at >= key(*r) {
                *r = v;
            }
        }
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
        for e in spans(&acc.writes) {
            if self.reg[e] == PENDING {
                self.reg[e] = pack(at, Producer::Send);
            }
        }
    }

    /// The cycle every register is ready (a thread's last pending write).
    pub fn all_ready(&self) -> u64 {
        self.reg.iter().map(|&e| ready_of(e)).max().unwrap_or(0)
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
    spans(&acc.reads)
        .chain(spans(writes))
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
