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
    /// Per register, the cycle its pending write completes and who produces it (side by
    /// side: one cache line holds both).
    reg: [(u64, Producer); ENTRIES],
    /// The software scoreboard (Gen12LP kernels: what decides their dependencies).
    pub soft: SwsbBoard,
}

impl Default for Scoreboard {
    fn default() -> Self {
        Scoreboard {
            reg: [(0, Producer::Pipe); ENTRIES],
            soft: SwsbBoard::default(),
        }
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
        let mut r = Readiness::default();
        self.scan(&acc.reads, &mut r);
        if !no_dd_chk {
            self.scan(&acc.writes, &mut r);
        }
        r
    }

    /// Raises `r` to the latest pending write among `ranges` (the first register, in order,
    /// holding the latest cycle names the producer).
    fn scan(&self, ranges: &[(u16, u16)], r: &mut Readiness) {
        for &(lo, hi) in ranges {
            for &(ready, producer) in self.span(lo, hi) {
                if ready > r.ready {
                    r.ready = ready;
                    r.producer = producer;
                }
            }
        }
    }

    /// Marks `acc`'s destinations ready at `at` (a later pending write is kept: writes
    /// complete in order per register).
    pub fn write(&mut self, acc: &RegAccess, at: u64, producer: Producer) {
        for &(lo, hi) in &acc.writes {
            for e in self.span_mut(lo, hi) {
                if at >= e.0 {
                    *e = (at, producer);
                }
            }
        }
    }

    /// Marks `acc`'s destinations pending with no known completion (a send whose service is
    /// deferred): instructions that touch them wait until [`Self::resolve`].
    pub fn pend(&mut self, acc: &RegAccess) {
        for &(lo, hi) in &acc.writes {
            for e in self.span_mut(lo, hi) {
                *e = (u64::MAX, Producer::Send);
            }
        }
    }

    /// Gives `acc`'s pending destinations (see [`Self::pend`]) their completion cycle `at`.
    pub fn resolve(&mut self, acc: &RegAccess, at: u64) {
        for &(lo, hi) in &acc.writes {
            for e in self.span_mut(lo, hi) {
                if e.0 == u64::MAX {
                    e.0 = at;
                }
            }
        }
    }

    /// The cycle every register is ready (a thread's last pending write).
    pub fn all_ready(&self) -> u64 {
        self.reg.iter().map(|e| e.0).max().unwrap_or(0)
    }

    /// Entries `lo..=hi` (clipped to the scoreboard; empty when `lo` is past it).
    #[inline]
    fn span(&self, lo: u16, hi: u16) -> &[(u64, Producer)] {
        let (lo, end) = clip(lo, hi);
        &self.reg[lo..end]
    }

    /// [`Self::span`], to change.
    #[inline]
    fn span_mut(&mut self, lo: u16, hi: u16) -> &mut [(u64, Producer)] {
        let (lo, end) = clip(lo, hi);
        &mut self.reg[lo..end]
    }
}

/// The index range `lo..=hi` as `lo..end` within the scoreboard (the old loops' bounds:
/// `hi` clipped to the last entry, nothing when `lo` is past it or above `hi`).
#[inline]
fn clip(lo: u16, hi: u16) -> (usize, usize) {
    let end = (hi as usize).min(ENTRIES - 1) + 1;
    let lo = (lo as usize).min(end);
    (lo, end)
}
