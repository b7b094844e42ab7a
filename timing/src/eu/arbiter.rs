//! One EU's thread arbiter: its pipes (FPU0, FPU1, branch, send), its resident threads'
//! candidates and the counters of its activity; [`fpu_pipe`] picks the pipe an instruction
//! gets, [`eu_wake`] the first cycle any thread can issue. Each cycle the EU issues at most
//! one instruction per pipe, taking its threads round-robin (Intel, "The Compute Architecture
//! of Intel Processor Graphics Gen9", 2015, section 5.3.2: the thread arbiter dispatches up
//! to four instructions per cycle to the two FPUs, the branch unit and the send unit).

use super::{Pipe, PipeChoice};

/// Room an EU's per-thread lists are made with (`EuState::with_room`): far more than the
/// resident threads of any part (Gen9 to Gen12LP have 7 per EU), so that the lists' hot
/// first entries share no cache line with another EU's (adjacent allocations did, and a
/// split subslice's EUs on two host threads wrote them: ~10 % of the two-thread SGEMM
/// 512^3). Lists kept inline in the state cost every access a branch (2.6 % more host
/// instructions on the one-thread SGEMM).
pub const LIST_ROOM: usize = 64;

/// State and counters of one EU.
#[derive(Default, Clone)]
// aligned to a cache line: an EU's state shares no line with another's, whose subslice (or
// part of one) may advance on another host thread
#[repr(align(64))]
pub struct EuState {
    /// Per pipe, the first cycle it is free.
    pub pipe_free: [u64; 4],
    /// Per pipe, the cycles it was busy.
    pub pipe_busy: [u64; 4],
    /// The last cycle a pipe is busy until.
    pub busy_until: u64,
    /// Cycles at least one pipe was busy.
    pub active: u64,
    /// Free hardware-thread slots (popped from the end).
    pub free_slots: Vec<usize>,
    /// Resident threads (indices into the subslice's threads).
    pub threads: Vec<usize>,
    /// Per entry of `threads`: its candidate's ready cycle and pipes (`u64::MAX`: none), a
    /// compact copy for the per-cycle scans.
    pub cands: Vec<CandSummary>,
    /// Bit `k` set when entry `k` of `cands` (of the first 64) needs an FPU (pipe codes 0,
    /// 1 and 4): none of them can issue in a cycle both FPUs are busy. Kept by
    /// [`Self::set_cand`], [`Self::add_thread`] and [`Self::remove_thread`].
    pub(crate) fpu_class: u64,
    /// Round-robin position of the arbiter (its issues so far).
    pub rr: usize,
    /// `rr % rr_n`, kept up to date as `rr` advances (no division per cycle).
    pub(crate) rr_mod: usize,
    /// The thread count `rr_mod` is taken for (0: none yet).
    pub(crate) rr_n: usize,
    /// Cycle residency was last accounted.
    pub last_change: u64,
    /// First cycle one of the EU's threads may issue (0: re-examine).
    pub wake: u64,
    /// Cycles with at least one resident thread.
    pub nonidle: u64,
    /// Resident thread cycles (summed over slots).
    pub thread_cycles: u64,
    /// Fused off (`topology.disabled_eus`): never takes a thread, not counted in EU stats.
    pub disabled: bool,
}

impl EuState {
    /// A state whose per-thread lists have [`LIST_ROOM`] entries of room.
    pub fn with_room() -> Self {
        EuState {
            threads: Vec::with_capacity(LIST_ROOM),
            cands: Vec::with_capacity(LIST_ROOM),
            ..EuState::default()
        }
    }

    /// Sets entry `i`'s candidate summary.
    #[inline]
    pub fn set_cand(&mut self, i: usize, summary: CandSummary) {
        self.cands[i] = summary;
        if i < 64 {
            let bit = 1u64 << i;
            self.fpu_class = (self.fpu_class & !bit) | (u64::from(needs_fpu(summary.code)) << i);
        }
    }

    /// Makes subslice thread `t` resident, without a candidate yet.
    pub fn add_thread(&mut self, t: usize) {
        self.threads.push(t);
        self.cands.push(CandSummary::NONE);
        self.fpu_class = fpu_class_of(&self.cands);
    }

    /// Removes entry `i` (its thread left); later entries move down by one.
    pub fn remove_thread(&mut self, i: usize) {
        self.threads.remove(i);
        self.cands.remove(i);
        self.fpu_class = fpu_class_of(&self.cands);
    }

    /// The arbiter's first entry for `n` resident threads: `rr % n`.
    #[inline]
    pub fn rr_start(&mut self, n: usize) -> usize {
        if self.rr_n != n {
            self.rr_n = n;
            self.rr_mod = self.rr % n;
        }
        self.rr_mod
    }

    /// Advances the arbiter's position by one issue (`rr_mod` stays `rr % rr_n`: `rr`
    /// would need 2^64 issues to wrap).
    #[inline]
    pub fn rr_advance(&mut self) {
        self.rr = self.rr.wrapping_add(1);
        self.rr_mod += 1;
        if self.rr_mod == self.rr_n {
            self.rr_mod = 0;
        }
    }

    /// Accounts residency up to `now` (EU non-idle and thread cycles).
    #[inline]
    pub fn residency_changed(&mut self, now: u64) {
        let dt = now.saturating_sub(self.last_change);
        if !self.threads.is_empty() {
            self.nonidle += dt;
            self.thread_cycles += dt * self.threads.len() as u64;
        }
        self.last_change = self.last_change.max(now);
    }
}

/// A thread's candidate as the arbiter's scans see it: when it is ready and which pipes
/// can take it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CandSummary {
    /// First cycle its operands allow it to issue (`u64::MAX`: no candidate).
    pub ready: u64,
    /// Pipes that can take it.
    pub pipe: PipeChoice,
    /// `pipe` as an index into [`eu_wake`]'s table of earliest free cycles.
    code: u8,
}

impl CandSummary {
    /// No candidate.
    pub const NONE: CandSummary = CandSummary::new(u64::MAX, PipeChoice::None);

    /// A candidate ready at `ready` for `pipe`.
    #[inline]
    pub const fn new(ready: u64, pipe: PipeChoice) -> Self {
        CandSummary {
            ready,
            pipe,
            code: pipe_code(pipe),
        }
    }

    /// [`Self::new`] with `pipe`'s code given ([`pipe_code`], computed once per kernel
    /// instruction).
    #[inline]
    pub const fn coded(ready: u64, pipe: PipeChoice, code: u8) -> Self {
        CandSummary { ready, pipe, code }
    }

    /// Its pipe choice's code ([`pipe_code`]).
    #[inline]
    pub fn code(&self) -> u8 {
        self.code
    }
}

/// A pipe choice as a small number: a single pipe's index (0-3: FPU0, FPU1, branch, send),
/// 4 either FPU, 5 none; it indexes [`eu_wake`]'s table of earliest free cycles.
#[inline]
pub const fn pipe_code(pipe: PipeChoice) -> u8 {
    match pipe {
        PipeChoice::Only(Pipe::Fpu0) => 0,
        PipeChoice::Only(Pipe::Fpu1) => 1,
        PipeChoice::Only(Pipe::Branch) => 2,
        PipeChoice::Only(Pipe::Send) => 3,
        PipeChoice::AnyFpu => 4,
        PipeChoice::None => 5,
    }
}

/// Whether a pipe choice of code `code` ([`pipe_code`]) needs an FPU: FPU0, FPU1 or either.
#[inline]
const fn needs_fpu(code: u8) -> bool {
    matches!(code, 0 | 1 | 4)
}

/// [`EuState::fpu_class`] of `cands`.
pub fn fpu_class_of(cands: &[CandSummary]) -> u64 {
    cands
        .iter()
        .take(64)
        .enumerate()
        .fold(0, |m, (k, c)| m | (u64::from(needs_fpu(c.code)) << k))
}

/// [`fpu_pipe`] of the pipe choice of code `code` ([`pipe_code`]), without decoding the
/// choice.
#[inline]
pub fn code_pipe(code: u8, free: &[u64; 4], now: u64) -> Option<Option<Pipe>> {
    const PIPES: [Pipe; 4] = [Pipe::Fpu0, Pipe::Fpu1, Pipe::Branch, Pipe::Send];
    match code {
        0..=3 => {
            let i = usize::from(code);
            (free[i] <= now).then_some(Some(PIPES[i]))
        }
        4 => fpu_pipe(PipeChoice::AnyFpu, free, now),
        _ => Some(None),
    }
}

/// The pipe `choice` gets at `now`, if one is free (`Some(None)`: needs no pipe).
#[inline]
pub fn fpu_pipe(choice: PipeChoice, free: &[u64; 4], now: u64) -> Option<Option<Pipe>> {
    match choice {
        PipeChoice::None => Some(None),
        PipeChoice::Only(p) => (free[p.index()] <= now).then_some(Some(p)),
        PipeChoice::AnyFpu => {
            if free[0] <= now {
                Some(Some(Pipe::Fpu0))
            } else if free[1] <= now {
                Some(Some(Pipe::Fpu1))
            } else {
                None
            }
        }
    }
}

/// First cycle any thread of `eu` could issue, given its candidates and pipes.
#[inline]
pub fn eu_wake(eu: &EuState) -> u64 {
    // per pipe code (`CandSummary::new`), the first cycle a pipe it can take is free
    let f = &eu.pipe_free;
    let earliest = [f[0], f[1], f[2], f[3], f[0].min(f[1]), 0, 0, 0];
    // an entry without a candidate (`u64::MAX`) stays `u64::MAX` through the `max` and so
    // never lowers the minimum: no branch per entry
    eu.cands.iter().fold(u64::MAX, |wake, c| {
        wake.min(c.ready.max(earliest[usize::from(c.code & 7)]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_fpu_instruction_takes_fpu0_then_fpu1() {
        let free = [10, 5, 0, 0];
        assert_eq!(fpu_pipe(PipeChoice::AnyFpu, &free, 4), None, "both busy");
        assert_eq!(
            fpu_pipe(PipeChoice::AnyFpu, &free, 5),
            Some(Some(Pipe::Fpu1))
        );
        assert_eq!(
            fpu_pipe(PipeChoice::AnyFpu, &free, 10),
            Some(Some(Pipe::Fpu0))
        );
        assert_eq!(fpu_pipe(PipeChoice::Only(Pipe::Fpu0), &free, 9), None);
        assert_eq!(fpu_pipe(PipeChoice::None, &free, 0), Some(None));
    }

    #[test]
    fn an_eu_wakes_when_its_first_candidate_and_pipe_are_ready() {
        let mut eu = EuState {
            pipe_free: [20, 30, 0, 50],
            ..EuState::default()
        };
        assert_eq!(eu_wake(&eu), u64::MAX, "no candidates");
        eu.cands = vec![
            CandSummary::new(10, PipeChoice::AnyFpu), // operands at 10, an FPU at 20
            CandSummary::NONE,                        // no candidate
            CandSummary::new(40, PipeChoice::Only(Pipe::Send)), // send pipe at 50
        ];
        assert_eq!(eu_wake(&eu), 20);
        eu.cands[0] = CandSummary::new(25, PipeChoice::Only(Pipe::Fpu1));
        assert_eq!(eu_wake(&eu), 30);
        eu.cands[0] = CandSummary::new(5, PipeChoice::Only(Pipe::Branch));
        assert_eq!(eu_wake(&eu), 5, "branch pipe free at 0");
        eu.cands[0] = CandSummary::new(5, PipeChoice::None);
        assert_eq!(eu_wake(&eu), 5);
    }

    /// Every pipe choice.
    const CHOICES: [PipeChoice; 6] = [
        PipeChoice::AnyFpu,
        PipeChoice::Only(Pipe::Fpu0),
        PipeChoice::Only(Pipe::Fpu1),
        PipeChoice::Only(Pipe::Branch),
        PipeChoice::Only(Pipe::Send),
        PipeChoice::None,
    ];

    #[test]
    fn a_pipe_code_gets_the_pipe_its_choice_gets() {
        // FPU0 busy until 10, FPU1 until 5, branch free, send until 7
        let free = [10, 5, 0, 7];
        let expect_at_6 = [
            Some(Some(Pipe::Fpu1)),
            None,
            Some(Some(Pipe::Fpu1)),
            Some(Some(Pipe::Branch)),
            None,
            Some(None),
        ];
        for (c, want) in CHOICES.into_iter().zip(expect_at_6) {
            let code = CandSummary::new(0, c).code();
            assert_eq!(code_pipe(code, &free, 6), want, "{c:?}");
            for now in [0, 4, 5, 7, 9, 10, 11] {
                assert_eq!(
                    code_pipe(code, &free, now),
                    fpu_pipe(c, &free, now),
                    "{c:?}"
                );
            }
        }
    }

    #[test]
    fn the_fpu_class_follows_the_candidates_that_need_an_fpu() {
        let mut eu = EuState::default();
        for t in 0..CHOICES.len() {
            eu.add_thread(t);
        }
        assert_eq!(eu.fpu_class, 0, "no candidates yet");
        for (i, c) in CHOICES.into_iter().enumerate() {
            eu.set_cand(i, CandSummary::new(7, c));
        }
        assert_eq!(eu.fpu_class, 0b00_0111, "either FPU, FPU0, FPU1");
        // each one needs an FPU exactly when no pipe takes it with both FPUs busy
        for (i, c) in CHOICES.into_iter().enumerate() {
            let both_busy = fpu_pipe(c, &[9, 9, 0, 0], 8);
            assert_eq!(eu.fpu_class >> i & 1 == 1, both_busy.is_none(), "{c:?}");
        }
        eu.set_cand(0, CandSummary::NONE);
        assert_eq!(eu.fpu_class, 0b00_0110);
        eu.remove_thread(1); // entries 2.. move down
        assert_eq!(eu.fpu_class, 0b0_0010);
        assert_eq!(eu.threads, [0, 2, 3, 4, 5]);
    }

    #[test]
    fn the_round_robin_start_is_the_issue_count_modulo_the_threads() {
        let mut eu = EuState::default();
        for issues in 0..40usize {
            for n in [3, 7, 3, 1, 7] {
                assert_eq!(eu.rr_start(n), issues % n, "{issues} issues, {n} threads");
            }
            eu.rr_advance();
        }
    }

    #[test]
    fn residency_counts_thread_cycles_while_threads_are_resident() {
        let mut eu = EuState::default();
        eu.residency_changed(10); // empty until 10
        eu.threads = vec![0, 1];
        eu.residency_changed(25); // two threads for 15 cycles
        assert_eq!((eu.nonidle, eu.thread_cycles), (15, 30));
    }
}
