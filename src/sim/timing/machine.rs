//! The machine state of a timing run and the per-EU issue arbiter.

use super::sends::send_completion;
use crate::program::Kernel;
use crate::sim::functional::Bindings;
use crate::sim::profile::InstCounts;
use crate::sim::shared::GroupShared;
use crate::sim::stats::StallCycles;
use crate::sim::{SimError, Stats};
use eu_model::timing::{
    access_depends_on_state, cost, reg_access, send_lengths, Cost, EuTimingConfig, ICache, Pipe,
    PipeChoice, Producer, RegAccess, Scoreboard,
};
use eu_model::{StepOutcome, ThreadState};
use isa::ExecClass;
use memory_model::{Footprint, Memory, MemoryTiming};
use traces::{StallReason, TraceEvent, TraceSink};

/// What the timing model needs of an instruction whose register accesses do not depend on
/// the thread's state, computed once per kernel.
pub(super) struct Analysed {
    pub(super) acc: RegAccess,
    pub(super) cost: Cost,
}

/// Analyses every instruction of `code` that can be analysed ahead of time.
pub(super) fn analyse(code: &eu_model::Kernel, cfg: &EuTimingConfig) -> Vec<Option<Analysed>> {
    let blank = ThreadState::new(eu_model::ThreadId(0), 8, 0);
    code.instructions()
        .iter()
        .map(|inst| {
            if access_depends_on_state(inst) {
                return None;
            }
            let payload = if inst.opcode.class() == ExecClass::Send {
                let (m, x, _) = send_lengths(inst, &blank);
                u32::from(m) + u32::from(x)
            } else {
                0
            };
            Some(Analysed {
                acc: reg_access(inst, &blank),
                cost: cost(inst, cfg, payload),
            })
        })
        .collect()
}

/// The next instruction of a thread, analysed once when it becomes the thread's next.
pub(super) struct Candidate {
    /// Its register accesses are the thread's `dyn_acc` (else the kernel's analysis).
    pub(super) dynamic: bool,
    pub(super) cost: Cost,
    pub(super) class: ExecClass,
    /// First cycle its operands allow it to issue (not counting pipes).
    pub(super) ready: u64,
    /// Cycle the thread could have issued had the registers been ready.
    pub(super) base: u64,
    /// Cycle the instruction-cache fetch delivered it (0 without a cache).
    pub(super) fetch_ready: u64,
    /// Cycle its registers were ready and who produced the last one.
    pub(super) dep_ready: u64,
    pub(super) dep_producer: Producer,
    /// Channels the instruction covers (exec size shifted by the channel offset).
    pub(super) window: u32,
    /// `(W)`: runs on every channel of the window.
    pub(super) no_mask: bool,
    /// Index of the instruction in the kernel (`usize::MAX`: no instruction at the IP).
    pub(super) index: usize,
}

pub(super) struct HwThread {
    pub(super) state: ThreadState,
    pub(super) group: usize,
    pub(super) eu: usize,
    pub(super) slot: usize,
    pub(super) sb: Scoreboard,
    pub(super) next_issue: u64,
    pub(super) notify_at: u64,
    pub(super) blocked_since: Option<u64>,
    pub(super) cand: Option<Candidate>,
    /// First and last instruction-cache line of the thread's last fetch and the cycle they
    /// arrived (the thread's instruction buffer).
    pub(super) fetched: (u64, u64, u64),
    /// Register accesses of a candidate that depends on the thread's state.
    pub(super) dyn_acc: RegAccess,
    /// Cycle the thread was placed (trace thread lifetimes).
    pub(super) born: u64,
}

pub(super) struct ResidentGroup {
    pub(super) id: [u32; 3],
    pub(super) subslice: usize,
    pub(super) threads: Vec<usize>,
    pub(super) ended: usize,
    pub(super) arrivals: usize,
    pub(super) last_signal: u64,
    pub(super) slm: Vec<u8>,
}

#[derive(Default, Clone)]
pub(super) struct EuState {
    pub(super) pipe_free: [u64; 4],
    pub(super) pipe_busy: [u64; 4],
    pub(super) busy_until: u64,
    pub(super) active: u64,
    pub(super) free_slots: Vec<usize>,
    pub(super) threads: Vec<usize>,
    /// Per entry of `threads`: its candidate's ready cycle and pipes (`u64::MAX`: none), a
    /// compact copy for the per-cycle scans.
    pub(super) cands: Vec<(u64, PipeChoice)>,
    pub(super) rr: usize,
    pub(super) last_change: u64,
    /// First cycle one of the EU's threads may issue (0: re-examine).
    pub(super) wake: u64,
    pub(super) nonidle: u64,
    pub(super) thread_cycles: u64,
}

impl EuState {
    pub(super) fn residency_changed(&mut self, now: u64) {
        let dt = now.saturating_sub(self.last_change);
        if !self.threads.is_empty() {
            self.nonidle += dt;
            self.thread_cycles += dt * self.threads.len() as u64;
        }
        self.last_change = self.last_change.max(now);
    }
}

#[derive(Default, Clone, Copy)]
pub(super) struct SubsliceState {
    pub(super) slm_used: u32,
    pub(super) barriers_used: u32,
    pub(super) dispatcher_free: u64,
}

pub(super) enum Release {
    Slot {
        eu: usize,
        slot: usize,
        t: usize,
    },
    Group {
        /// The group's index in `Machine::groups` (freed for reuse).
        g: usize,
        subslice: usize,
        slm: u32,
        barrier: bool,
    },
}

pub(super) struct Machine<'a, S: TraceSink> {
    pub(super) cfg: EuTimingConfig,
    pub(super) code: eu_model::Kernel,
    pub(super) kernel: &'a Kernel,
    pub(super) memory: &'a mut Memory,
    pub(super) bindings: Bindings<'a>,
    pub(super) max_thread_instructions: u64,
    pub(super) threads: Vec<Option<HwThread>>,
    pub(super) free_thread_ids: Vec<usize>,
    pub(super) groups: Vec<Option<ResidentGroup>>,
    /// Indices of `groups` whose group has been released (reused before the vector grows, so
    /// its length is bounded by the groups resident at once).
    pub(super) free_group_ids: Vec<usize>,
    pub(super) eus: Vec<EuState>,
    pub(super) subslices: Vec<SubsliceState>,
    pub(super) eus_per_subslice: usize,
    pub(super) threads_per_eu: usize,
    pub(super) releases: Vec<(u64, Release)>,
    pub(super) mem: MemoryTiming,
    pub(super) stalls: StallCycles,
    pub(super) last_event: u64,
    pub(super) simd_lanes: u64,
    pub(super) simd_slots: u64,
    pub(super) subslices_per_slice: usize,
    pub(super) line_bytes: u32,
    /// Trace events go here (`NoTrace`: nothing is built).
    pub(super) sink: &'a mut S,
    /// Per-instruction counts when profiling (indexed like the kernel's instructions).
    pub(super) prof: Option<Vec<InstCounts>>,
    /// Per-instruction analysis (`None`: depends on the thread's state).
    pub(super) analysed: Vec<Option<Analysed>>,
    /// Instruction cache per subslice (empty: fetch is not modelled).
    pub(super) icaches: Vec<ICache>,
    /// Hardware threads resident (`threads` entries that are `Some`).
    pub(super) resident: usize,
    /// The cycle being processed (instruction fetches start then).
    pub(super) now: u64,
    /// Footprint buffer reused by every send (`GroupShared::footprint`).
    pub(super) fp: Footprint,
    /// A barrier release re-analysed threads (possibly on other EUs) this cycle.
    pub(super) woke_others: bool,
    /// EU instructions issued so far (for `--max-instructions`).
    pub(super) issued: u64,
}

/// Where EU `e` (global index), slot `slot` sits, for traces.
pub(super) fn hw_thread(e: usize, slot: usize, eps: usize, spss: usize) -> traces::HwThread {
    let ss = e / eps.max(1);
    traces::HwThread {
        slice: (ss / spss.max(1)) as u16,
        subslice: (ss % spss.max(1)) as u16,
        eu: (e % eps.max(1)) as u16,
        thread: slot as u16,
    }
}

/// A trace span's name: the mnemonic, with the function for extended math (`math.inv`).
pub(super) fn span_name(inst: &isa::Instruction) -> &'static str {
    use isa::MathFunction as M;
    match inst.math_fn {
        None => inst.opcode.mnemonic(),
        Some(f) => match f {
            M::Inv => "math.inv",
            M::Log => "math.log",
            M::Exp => "math.exp",
            M::Sqrt => "math.sqt",
            M::Rsqrt => "math.rsqt",
            M::Sin => "math.sin",
            M::Cos => "math.cos",
            M::Fdiv => "math.fdiv",
            M::Pow => "math.pow",
            M::IntDivBoth => "math.idiv",
            M::IntDivQuotient => "math.iqot",
            M::IntDivRemainder => "math.irem",
            M::Invm => "math.invm",
            M::Rsqrtm => "math.rsqtm",
        },
    }
}

pub(super) fn pipe_name(pipe: Option<Pipe>) -> &'static str {
    match pipe {
        Some(Pipe::Fpu0) => "FPU0",
        Some(Pipe::Fpu1) => "FPU1",
        Some(Pipe::Branch) => "branch",
        Some(Pipe::Send) => "send",
        None => "none",
    }
}

pub(super) fn fpu_pipe(choice: PipeChoice, free: &[u64; 4], now: u64) -> Option<Option<Pipe>> {
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
pub(super) fn eu_wake(eu: &EuState) -> u64 {
    eu.cands
        .iter()
        .filter(|c| c.0 != u64::MAX)
        .map(|&(ready, pipe)| ready.max(earliest_pipe(pipe, &eu.pipe_free)))
        .min()
        .unwrap_or(u64::MAX)
}

pub(super) fn earliest_pipe(choice: PipeChoice, free: &[u64; 4]) -> u64 {
    match choice {
        PipeChoice::None => 0,
        PipeChoice::Only(p) => free[p.index()],
        PipeChoice::AnyFpu => free[0].min(free[1]),
    }
}

impl<'a, S: TraceSink> Machine<'a, S> {
    pub(super) fn exec_err(&self, source: eu_model::ExecError) -> SimError {
        SimError::Exec {
            kernel: self.kernel.name.clone(),
            source,
            args: String::new(),
        }
    }

    /// Copies thread `t`'s candidate summary into its EU's `cands`.
    pub(super) fn sync_cand(&mut self, t: usize) {
        self.sync_cand_at(t, usize::MAX);
    }

    /// [`Self::sync_cand`] with the thread's likely position in its EU's list (checked; any
    /// other position is searched for).
    fn sync_cand_at(&mut self, t: usize, hint: usize) {
        let Some(th) = self.threads[t].as_ref() else {
            return;
        };
        let v = th
            .cand
            .as_ref()
            .map_or((u64::MAX, PipeChoice::None), |c| (c.ready, c.cost.pipe));
        let eu = &mut self.eus[th.eu];
        let at = if eu.threads.get(hint) == Some(&t) {
            Some(hint)
        } else {
            eu.threads.iter().position(|&x| x == t)
        };
        if let Some(i) = at {
            eu.cands[i] = v;
        }
    }

    /// Analyses thread `t`'s next instruction.
    pub(super) fn refresh(&mut self, t: usize) {
        self.analyse_next(t);
        self.sync_cand(t);
    }

    fn analyse_next(&mut self, t: usize) {
        let Some(th) = self.threads[t].as_mut() else {
            return;
        };
        self.eus[th.eu].wake = 0;
        if th.state.is_ended() || th.blocked_since.is_some() {
            th.cand = None;
            return;
        }
        let Some((index, inst)) = self.code.at(th.state.ip()) else {
            // step reports the bad IP when it issues
            th.dyn_acc.reads.clear();
            th.dyn_acc.writes.clear();
            th.dyn_acc.indirect_source = false;
            th.cand = Some(Candidate {
                dynamic: true,
                cost: Cost {
                    pipe: PipeChoice::None,
                    occupancy: 0,
                    latency: 1,
                },
                class: ExecClass::Nop,
                ready: th.next_issue,
                base: th.next_issue,
                fetch_ready: 0,
                dep_ready: 0,
                dep_producer: Producer::Pipe,
                window: 0,
                no_mask: false,
                index: usize::MAX,
            });
            return;
        };
        let fetch_ready = match self.icaches.get_mut(th.eu / self.eus_per_subslice.max(1)) {
            Some(ic) => {
                let ip = u64::from(th.state.ip());
                let bytes = if inst.compacted { 8 } else { 16 };
                let lines = ic.lines_of(ip, bytes);
                // the thread holds the line(s) of its last fetch: no new lookup within them
                if (th.fetched.0, th.fetched.1) != lines {
                    th.fetched = (lines.0, lines.1, ic.fetch(ip, bytes, self.now));
                }
                th.fetched.2
            }
            None => 0,
        };
        let class = inst.opcode.class();
        let (dynamic, c) = match self.analysed.get(index).and_then(Option::as_ref) {
            Some(a) => (false, a.cost),
            None => {
                th.dyn_acc = reg_access(inst, &th.state);
                let payload = if class == ExecClass::Send {
                    let (m, x, _) = send_lengths(inst, &th.state);
                    u32::from(m) + u32::from(x)
                } else {
                    0
                };
                (true, cost(inst, &self.cfg, payload))
            }
        };
        let acc = match self.analysed.get(index).and_then(Option::as_ref) {
            Some(a) if !dynamic => &a.acc,
            _ => &th.dyn_acc,
        };
        let exec = u32::from(inst.exec_size.min(32));
        let window = if exec >= 32 {
            u32::MAX
        } else {
            ((1u32 << exec) - 1) << u32::from(inst.chan_offset % 32)
        };
        let no_mask = inst.no_mask;
        let dep = th.sb.readiness(acc, inst.no_dd_chk);
        let mut ready = th.next_issue.max(dep.ready).max(fetch_ready);
        if class == ExecClass::Wait {
            ready = ready.max(th.notify_at);
        }
        th.cand = Some(Candidate {
            dynamic,
            cost: c,
            class,
            ready,
            base: th.next_issue,
            fetch_ready,
            dep_ready: dep.ready,
            dep_producer: dep.producer,
            window,
            no_mask,
            index,
        });
    }

    /// Issues what can issue on EU `e` at cycle `now`; returns instructions issued.
    pub(super) fn issue_eu(
        &mut self,
        e: usize,
        now: u64,
        stats: &mut Stats,
    ) -> Result<u64, SimError> {
        let n = self.eus[e].threads.len();
        if n == 0 || self.eus[e].wake > now {
            return Ok(0);
        }
        let mut k = self.eus[e].rr % n;
        let mut issued = 0;
        for i in 0..n {
            // the thread list does not change while issuing (slots free at releases)
            if i > 0 {
                k = if k + 1 == n { 0 } else { k + 1 };
            }
            let (ready, choice) = self.eus[e].cands[k];
            if ready > now {
                continue;
            }
            let t = self.eus[e].threads[k];
            let Some(pipe) = fpu_pipe(choice, &self.eus[e].pipe_free, now) else {
                continue;
            };
            self.issue(t, e, k, pipe, now, stats)?;
            issued += 1;
            self.eus[e].rr = self.eus[e].rr.wrapping_add(1);
        }
        self.eus[e].wake = eu_wake(&self.eus[e]);
        Ok(issued)
    }

    /// Issues thread `t`'s candidate on EU `e`, where `t` is entry `k` of the EU's threads.
    pub(super) fn issue(
        &mut self,
        t: usize,
        e: usize,
        k: usize,
        pipe: Option<Pipe>,
        now: u64,
        stats: &mut Stats,
    ) -> Result<(), SimError> {
        let th = self.threads[t]
            .as_mut()
            .expect("issuing thread is resident");
        let cand = th.cand.take().expect("issuing thread has a candidate");
        // stall attribution: instruction fetch first, then registers, then pipes (including
        // arbitration)
        let waited = now.saturating_sub(cand.base);
        let fetch = cand.fetch_ready.saturating_sub(cand.base).min(waited);
        self.stalls.instruction_fetch += fetch;
        let fetched = cand.base + fetch;
        let dep = cand.dep_ready.saturating_sub(fetched).min(waited - fetch);
        let dep_reason = match cand.dep_producer {
            Producer::Send => {
                self.stalls.send_memory += dep;
                StallReason::Memory
            }
            Producer::Pipe => {
                self.stalls.dependency += dep;
                StallReason::Dependency
            }
        };
        let rest_reason = if cand.class != ExecClass::Wait {
            self.stalls.pipe_busy += waited - fetch - dep;
            StallReason::PipeBusy
        } else {
            self.stalls.barrier += waited - fetch - dep;
            StallReason::Barrier
        };
        let occ = u64::from(cand.cost.occupancy);
        let cf_stall = if cand.class == ExecClass::ControlFlow {
            u64::from(self.cfg.control_flow_latency).saturating_sub(1)
        } else {
            0
        };
        let ip = th.state.ip();
        if let Some(c) = self.prof.as_mut().and_then(|p| p.get_mut(cand.index)) {
            c.add_stall(StallReason::InstructionFetch, fetch);
            c.add_stall(dep_reason, dep);
            c.add_stall(rest_reason, waited - fetch - dep);
            c.add_stall(StallReason::ControlFlow, cf_stall);
        }
        if self.sink.enabled() {
            let hw = hw_thread(e, th.slot, self.eus_per_subslice, self.subslices_per_slice);
            let stalls = [
                (cand.base, fetch, StallReason::InstructionFetch),
                (fetched, dep, dep_reason),
                (fetched + dep, waited - fetch - dep, rest_reason),
            ];
            for (start, cycles, reason) in stalls {
                if cycles > 0 {
                    self.sink.event(TraceEvent::Stall {
                        thread: hw,
                        start,
                        cycles,
                        reason,
                    });
                }
            }
            if cf_stall > 0 {
                self.sink.event(TraceEvent::Stall {
                    thread: hw,
                    start: now + 1,
                    cycles: cf_stall,
                    reason: StallReason::ControlFlow,
                });
            }
        }
        if let Some(p) = pipe {
            let eu = &mut self.eus[e];
            eu.pipe_free[p.index()] = now + occ.max(1);
            eu.pipe_busy[p.index()] += occ.max(1);
            let end = now + occ.max(1);
            eu.active += end - now.max(eu.busy_until).min(end);
            eu.busy_until = eu.busy_until.max(end);
        }
        if matches!(cand.class, ExecClass::Alu | ExecClass::ExtendedMath) {
            let lanes = if cand.no_mask {
                cand.window
            } else {
                cand.window & th.state.active_mask()
            };
            self.simd_lanes += u64::from(lanes.count_ones());
            self.simd_slots += u64::from(cand.window.count_ones());
        }
        let g = th.group;
        let group = self.groups[g].as_mut().expect("thread's group is resident");
        let subslice = group.subslice;
        let mut shared = GroupShared {
            memory: &mut *self.memory,
            surfaces: self.bindings.surfaces,
            images: self.bindings.images,
            samplers: self.bindings.samplers,
            slm: &mut group.slm,
            counts: &mut stats.messages,
            footprint: Some(&mut self.fp),
        };
        // A send completes when the unit that served it has moved the memory it touched
        // (the reply borrows the footprint buffer, so it is priced here).
        let sent = now + occ.max(1);
        let mut send_done = None;
        let out = if cand.class == ExecClass::Send {
            match eu_model::step_with_reply(&mut th.state, &self.code, &mut shared) {
                Ok((out, reply)) => {
                    send_done = reply
                        .map(|r| send_completion(&r, &mut self.mem, &self.cfg, sent, subslice));
                    out
                }
                Err(e) => return Err(self.exec_err(e)),
            }
        } else {
            match eu_model::step(&mut th.state, &self.code, &mut shared) {
                Ok(out) => out,
                Err(e) => return Err(self.exec_err(e)),
            }
        };
        self.issued += 1;
        let th = self.threads[t]
            .as_mut()
            .expect("issuing thread is resident");
        if th.state.instructions_executed() > self.max_thread_instructions {
            return Err(SimError::Kernel(format!(
                "kernel `{}`: {} executed {} instructions without ending \
                 (max_thread_instructions)",
                self.kernel.name,
                th.state.id,
                th.state.instructions_executed()
            )));
        }
        // A thread's instructions issue in order; an FPU instruction's SIMD-4 passes run back
        // to back, so the thread's next instruction follows its last pass (whitepaper: two
        // non-stalling threads are needed to saturate both FPUs).
        th.next_issue = match pipe {
            Some(Pipe::Fpu0 | Pipe::Fpu1) => now + occ.max(1),
            _ => now + 1,
        };
        if cand.class == ExecClass::ControlFlow {
            let cf = u64::from(self.cfg.control_flow_latency);
            th.next_issue = now + cf.max(1);
            self.stalls.control_flow += cf.saturating_sub(1);
        }
        self.last_event = self.last_event.max(now + occ.max(1));
        // A `wait` that blocks is re-issued after the notification: count the issue that
        // completes (as the thread's instruction count does).
        if out != StepOutcome::Waiting {
            if let Some(c) = self.prof.as_mut().and_then(|p| p.get_mut(cand.index)) {
                c.executions += 1;
                c.issue_cycles += occ.max(1);
            }
            if self.sink.enabled() {
                let name = self
                    .code
                    .instructions()
                    .get(cand.index)
                    .map_or("invalid", span_name);
                self.sink.event(TraceEvent::Issue {
                    thread: hw_thread(e, th.slot, self.eus_per_subslice, self.subslices_per_slice),
                    start: now,
                    cycles: occ.max(1),
                    ip,
                    name,
                    pipe: pipe_name(pipe),
                });
            }
        }
        match out {
            StepOutcome::Waiting => {
                th.blocked_since = Some(now);
                th.cand = None;
                self.sync_cand(t);
                return Ok(());
            }
            StepOutcome::Continue | StepOutcome::Barrier | StepOutcome::Ended => {}
        }
        // result timing
        let done = if cand.class == ExecClass::Send {
            let done = send_done.unwrap_or(sent);
            let acc = match self.analysed.get(cand.index).and_then(Option::as_ref) {
                Some(a) if !cand.dynamic => &a.acc,
                _ => &th.dyn_acc,
            };
            th.sb.write(acc, done, Producer::Send);
            done
        } else {
            let done = now + u64::from(cand.cost.latency);
            let acc = match self.analysed.get(cand.index).and_then(Option::as_ref) {
                Some(a) if !cand.dynamic => &a.acc,
                _ => &th.dyn_acc,
            };
            th.sb.write(acc, done, Producer::Pipe);
            done
        };
        self.last_event = self.last_event.max(done);
        match out {
            StepOutcome::Barrier => {
                self.refresh(t);
                self.barrier_signal(g, done);
            }
            StepOutcome::Ended => self.thread_ended(t, now + occ.max(1)),
            _ => {
                self.analyse_next(t);
                self.sync_cand_at(t, k);
            }
        }
        Ok(())
    }
}
