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
    ready: [u64; ENTRIES],
    producer: [Producer; ENTRIES],
    /// The software scoreboard (Gen12LP kernels: what decides their dependencies).
    pub soft: SwsbBoard,
}

impl Default for Scoreboard {
    fn default() -> Self {
        Scoreboard {
            ready: [0; ENTRIES],
            producer: [Producer::Pipe; ENTRIES],
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
            for i in lo as usize..=(hi as usize).min(ENTRIES - 1) {
                if self.ready[i] > r.ready {
                    r.ready = self.ready[i];
                    r.producer = self.producer[i];
                }
            }
        }
    }

    /// Marks `acc`'s destinations ready at `at` (a later pending write is kept: writes
    /// complete in order per register).
    pub fn write(&mut self, acc: &RegAccess, at: u64, producer: Producer) {
        for &(lo, hi) in &acc.writes {
            for i in lo as usize..=(hi as usize).min(ENTRIES - 1) {
                if at >= self.ready[i] {
                    self.ready[i] = at;
                    self.producer[i] = producer;
                }
            }
        }
    }

    /// Marks `acc`'s destinations pending with no known completion (a send whose service is
    /// deferred): instructions that touch them wait until [`Self::resolve`].
    pub fn pend(&mut self, acc: &RegAccess) {
        for &(lo, hi) in &acc.writes {
            for i in lo as usize..=(hi as usize).min(ENTRIES - 1) {
                self.ready[i] = u64::MAX;
                self.producer[i] = Producer::Send;
            }
        }
    }

    /// Gives `acc`'s pending destinations (see [`Self::pend`]) their completion cycle `at`.
    pub fn resolve(&mut self, acc: &RegAccess, at: u64) {
        for &(lo, hi) in &acc.writes {
            for i in lo as usize..=(hi as usize).min(ENTRIES - 1) {
                if self.ready[i] == u64::MAX {
                    self.ready[i] = at;
                }
            }
        }
    }

    /// The cycle every register is ready (a thread's last pending write).
    pub fn all_ready(&self) -> u64 {
        self.ready.iter().copied().max().unwrap_or(0)
    }
}
