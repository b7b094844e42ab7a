//! Dependencies decided by Gen12's software scoreboard (SWSB) instead of the hardware register
//! scoreboard.
//!
//! On Gen12LP the compiler annotates every instruction with what it must wait for
//! (`isa::swsb`): `@n` waits until the n-th previous in-order instruction has written its
//! result; `$n` on an out-of-order instruction (send, sendc, math) allocates token `n`;
//! `$n.dst` waits until the token's instruction has written its destination, `$n.src` until
//! it has read its sources; `sync.allrd` / `sync.allwr` wait for the sources / destinations
//! of every token. In-order instructions are the others but `sync` (Mesa
//! `brw_lower_scoreboard.cpp`, `ordered_unit`: `sync` takes no in-order slot). Allocating a
//! token still held waits until its previous instruction has completed.
//!
//! The choice is made once per kernel ([`DepRecords::for_kernel`]): a Gen12LP kernel gets
//! one [`SwsbDep`] per instruction, other generations none, and the issue loop then matches
//! on the record of the instruction (none: the register scoreboard decides).

use super::scoreboard::{Producer, Readiness};
use isa::swsb::{SyncFunction, TokenMode};
use isa::{Instruction, Opcode, Platform};

/// Tokens of the Gen12LP scoreboard.
const TOKENS: usize = 16;
/// In-order completions remembered: `@n` reaches at most 7 back.
const DISTANCES: usize = 8;

/// What one instruction waits for and sets on the software scoreboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SwsbDep {
    /// It takes an in-order slot (counts for later `@n` distances).
    pub in_order: bool,
    /// `@n`: the in-order distance it waits for (0: none).
    pub dist: u8,
    /// Tokens whose destination writes it waits for (bit `n`: token `n`).
    pub wait_dst: u16,
    /// Tokens whose source reads it waits for.
    pub wait_src: u16,
    /// The token it allocates (`$n` on an out-of-order instruction).
    pub set: Option<u8>,
}

impl SwsbDep {
    /// The record of `inst` (a Gen12LP instruction as decoded).
    pub fn of(inst: &Instruction) -> SwsbDep {
        let unordered = matches!(inst.opcode, Opcode::Send | Opcode::Sendc | Opcode::Math);
        let mut d = SwsbDep {
            in_order: !unordered && inst.opcode != Opcode::Sync,
            dist: inst.swsb.dist.unwrap_or(0),
            ..SwsbDep::default()
        };
        if let Some((t, mode)) = inst.swsb.token {
            let bit = 1u16 << (t % TOKENS as u8);
            match mode {
                TokenMode::Set => d.set = Some(t % TOKENS as u8),
                TokenMode::Dst => d.wait_dst |= bit,
                TokenMode::Src => d.wait_src |= bit,
            }
        }
        if inst.opcode == Opcode::Sync {
            match inst.sync {
                Some(SyncFunction::AllRd) => d.wait_src = u16::MAX,
                Some(SyncFunction::AllWr) => d.wait_dst = u16::MAX,
                _ => {}
            }
        }
        d
    }
}

/// The per-instruction records of a kernel: one per instruction on Gen12LP, none elsewhere
/// (the register scoreboard decides there).
#[derive(Debug, Clone, Default)]
pub struct DepRecords(Vec<SwsbDep>);

impl DepRecords {
    /// The records of `code`, chosen by the generation it was built for.
    pub fn for_kernel(code: &eu_model::Kernel) -> DepRecords {
        Self::for_platform(code.platform(), code.instructions())
    }

    /// The records of `insts` built for `platform`.
    pub fn for_platform(platform: Platform, insts: &[Instruction]) -> DepRecords {
        match platform {
            Platform::Gen12Lp => DepRecords(insts.iter().map(SwsbDep::of).collect()),
            Platform::Gen9 | Platform::Gen11 => DepRecords(Vec::new()),
        }
    }

    /// The record of instruction `index` (`None`: the register scoreboard decides).
    #[inline]
    pub fn get(&self, index: usize) -> Option<&SwsbDep> {
        self.0.get(index)
    }
}

/// One thread's software scoreboard: when its recent in-order instructions complete and when
/// each token's instruction reads its sources and writes its destination.
#[derive(Debug, Clone)]
pub struct SwsbBoard {
    /// Completion cycles of the last in-order instructions, by in-order count modulo 8.
    done: [u64; DISTANCES],
    /// In-order instructions issued.
    count: u64,
    /// Cycle each token's destination is written (`u64::MAX`: not known yet).
    dst: [u64; TOKENS],
    /// Cycle each token's sources have been read.
    src: [u64; TOKENS],
}

impl Default for SwsbBoard {
    fn default() -> Self {
        SwsbBoard {
            done: [0; DISTANCES],
            count: 0,
            dst: [0; TOKENS],
            src: [0; TOKENS],
        }
    }
}

impl SwsbBoard {
    /// The first cycle instruction `d` may issue, and what it waited for last.
    #[inline]
    pub fn readiness(&self, d: &SwsbDep) -> Readiness {
        let mut r = Readiness::default();
        let dist = u64::from(d.dist);
        if dist > 0 && self.count >= dist {
            r.ready = self.done[((self.count - dist) % DISTANCES as u64) as usize];
        }
        let dst = d.wait_dst | d.set.map_or(0, |t| 1 << t);
        for t in (0..TOKENS).filter(|&t| dst & (1 << t) != 0) {
            raise(&mut r, self.dst[t]);
        }
        for t in (0..TOKENS).filter(|&t| d.wait_src & (1 << t) != 0) {
            raise(&mut r, self.src[t]);
        }
        r
    }

    /// Records the issue of `d`: its sources are read by `read_at` and its destination
    /// written at `done` (`u64::MAX`: until [`Self::resolve`]).
    #[inline]
    pub fn issue(&mut self, d: &SwsbDep, read_at: u64, done: u64) {
        if d.in_order {
            self.done[(self.count % DISTANCES as u64) as usize] = done;
            self.count += 1;
        }
        if let Some(t) = d.set {
            self.dst[usize::from(t)] = done;
            self.src[usize::from(t)] = read_at;
        }
    }

    /// Gives token `t`'s pending destination write (issued with `u64::MAX`) its cycle `at`.
    pub fn resolve(&mut self, t: u8, at: u64) {
        let slot = &mut self.dst[usize::from(t) % TOKENS];
        if *slot == u64::MAX {
            *slot = at;
        }
    }
}

/// Raises `r` to a token's cycle (a token is held by a send or a math instruction).
#[inline]
fn raise(r: &mut Readiness, at: u64) {
    if at > r.ready {
        r.ready = at;
        r.producer = Producer::Send;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use isa::swsb::Swsb;

    fn inst(op: Opcode, swsb: Swsb) -> Instruction {
        let mut i = Instruction::new(op, 8);
        i.swsb = swsb;
        i
    }

    fn dist(n: u8) -> Swsb {
        Swsb {
            dist: Some(n),
            token: None,
        }
    }

    fn token(t: u8, m: TokenMode) -> Swsb {
        Swsb {
            dist: None,
            token: Some((t, m)),
        }
    }

    /// Issues `insts` in order, the k-th completing at `done[k]` (sources read at issue
    /// `k`), and returns the cycle the last one may issue.
    fn last_ready(insts: &[Instruction], done: &[u64]) -> u64 {
        let recs = DepRecords::for_platform(Platform::Gen12Lp, insts);
        let mut b = SwsbBoard::default();
        let n = insts.len() - 1;
        for (k, &at) in done.iter().enumerate().take(n) {
            b.issue(recs.get(k).unwrap(), k as u64, at);
        }
        b.readiness(recs.get(n).unwrap()).ready
    }

    #[test]
    fn distance_waits_for_the_in_order_instruction_that_many_back() {
        let none = Swsb::default();
        let seq = [
            inst(Opcode::Mul, none),
            inst(Opcode::Add, none),
            inst(Opcode::Add, dist(2)),
        ];
        // two back is the mul, completing at 100; one back (the add) completes at 10
        assert_eq!(last_ready(&seq, &[100, 10]), 100);
        let seq1 = [
            inst(Opcode::Mul, none),
            inst(Opcode::Add, none),
            inst(Opcode::Add, dist(1)),
        ];
        assert_eq!(last_ready(&seq1, &[100, 10]), 10);
        // a send between them takes no in-order slot: @2 still reaches the mul
        let with_send = [
            inst(Opcode::Mul, none),
            inst(Opcode::Add, none),
            inst(Opcode::Send, token(1, TokenMode::Set)),
            inst(Opcode::Add, dist(2)),
        ];
        assert_eq!(last_ready(&with_send, &[100, 10, 900]), 100);
    }

    #[test]
    fn token_dst_waits_for_the_send_and_src_for_its_read() {
        let none = Swsb::default();
        let seq = [
            inst(Opcode::Send, token(3, TokenMode::Set)),
            inst(Opcode::Add, none),
            inst(Opcode::Mov, token(3, TokenMode::Dst)),
        ];
        assert_eq!(last_ready(&seq, &[500, 7]), 500);
        let src = [
            inst(Opcode::Send, token(3, TokenMode::Set)),
            inst(Opcode::Add, none),
            inst(Opcode::Mov, token(3, TokenMode::Src)),
        ];
        // the send (issued at 0 here) has read its sources at 0
        assert_eq!(last_ready(&src, &[500, 7]), 0);
        // another token does not wait
        let other = [
            inst(Opcode::Send, token(3, TokenMode::Set)),
            inst(Opcode::Mov, token(4, TokenMode::Dst)),
        ];
        assert_eq!(last_ready(&other, &[500]), 0);
    }

    #[test]
    fn without_annotation_nothing_waits() {
        let none = Swsb::default();
        let seq = [
            inst(Opcode::Send, token(2, TokenMode::Set)),
            inst(Opcode::Mul, none),
            inst(Opcode::Add, none),
        ];
        assert_eq!(last_ready(&seq, &[800, 300]), 0);
    }

    #[test]
    fn sync_allwr_waits_for_every_token_and_reusing_a_token_waits_for_it() {
        let mut allwr = inst(Opcode::Sync, Swsb::default());
        allwr.sync = Some(SyncFunction::AllWr);
        let seq = [
            inst(Opcode::Send, token(1, TokenMode::Set)),
            inst(Opcode::Math, token(9, TokenMode::Set)),
            allwr,
        ];
        assert_eq!(last_ready(&seq, &[400, 650]), 650);
        let reuse = [
            inst(Opcode::Send, token(5, TokenMode::Set)),
            inst(Opcode::Send, token(5, TokenMode::Set)),
        ];
        assert_eq!(last_ready(&reuse, &[420]), 420);
    }

    #[test]
    fn other_generations_have_no_records() {
        let seq = [inst(Opcode::Add, dist(1))];
        assert!(DepRecords::for_platform(Platform::Gen9, &seq)
            .get(0)
            .is_none());
        assert!(DepRecords::for_platform(Platform::Gen11, &seq)
            .get(0)
            .is_none());
    }
}
