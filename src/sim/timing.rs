//! Timing execution: work-groups placed on subslices, threads on EUs, an issue arbiter per EU
//! (FPU0, FPU1, branch, send), a register scoreboard per thread and the memory timing model.
//!
//! Execute at issue: an instruction's effects are computed by [`eu_model::step`] in the cycle
//! it issues, so outputs equal functional mode. Cycles are processed in increasing order; EUs
//! in index order within a cycle, so memory effects stay causal and runs are deterministic.
//! When nothing can issue, time jumps to the next cycle something can (design principle 4).
//!
//! Placement: work-groups in order, each whole on the subslice with the most free hardware
//! threads that also has room for its SLM and (if the kernel uses barriers) a barrier; its
//! threads on that subslice's EUs with the most free slots. Each thread starts after the
//! subslice's dispatcher has delivered it (`timing.thread_start_cycles`, serialised) plus
//! `timing.dispatch_latency`; a slot frees `timing.thread_end_cycles` after the EOT send.
//!
//! Not modelled yet: instruction fetch, register-file port limits other than three-source
//! bank conflicts, sampler and image (media block, typed) traffic through the L3 (those
//! messages cost `timing.sampler_latency`), gateway messages other than barriers.

use super::functional::{decode, payload_layout, Bindings};
use super::profile::{InstCounts, Profile};
use super::setup::Prepared;
use super::shared::GroupShared;
use super::stats::{StallCycles, TimingStats};
use super::{RunOptions, SimError, Stats};
use crate::program::Kernel;
use eu_model::dispatch::{R0Fields, Walker};
use eu_model::timing::{
    cost, reg_access, send_lengths, Cost, EuTimingConfig, Pipe, PipeChoice, Producer, RegAccess,
    Scoreboard,
};
use eu_model::{
    SendError, SendOutcome, SendRequest, SharedFunctions, StepOutcome, ThreadId, ThreadState,
};
use isa::message::{self, MessageKind, Unit};
use isa::ExecClass;
use memory_model::{DataPortCtx, Footprint, Memory, MemoryTiming};
use traces::{StallReason, TraceEvent, TraceSink};

/// What the last send of a step reached (for its timing).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum SendKind {
    DataPort,
    Fence,
    Gateway,
    EndOfThread,
    Image,
}

/// The group's shared functions plus footprint capture for data-port messages.
struct TimedShared<'a> {
    inner: GroupShared<'a>,
    footprint: Option<Footprint>,
    kind: Option<SendKind>,
}

impl SharedFunctions for TimedShared<'_> {
    fn send(
        &mut self,
        thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendOutcome, SendError> {
        let msg = message::decode(req.sfid, req.desc, req.ex_desc, req.exec_size)
            .map_err(|e| SendError::Unsupported(e.to_string()))?;
        match msg.unit() {
            Unit::DataPort => {
                self.kind = Some(if matches!(msg.kind, MessageKind::MemoryFence { .. }) {
                    SendKind::Fence
                } else {
                    SendKind::DataPort
                });
                self.inner.counts.data_port += 1;
                let mut ctx =
                    DataPortCtx::new(self.inner.memory, self.inner.surfaces, self.inner.slm)
                        .with_stateless_base(0)
                        .with_footprint();
                let data = memory_model::execute(&msg, req.payload, req.exec_mask, &mut ctx)
                    .map_err(|e| match e {
                        memory_model::DataPortError::OutOfBounds { .. }
                        | memory_model::DataPortError::UnboundSurface { .. } => {
                            SendError::BadAddress(e.to_string())
                        }
                        other => SendError::Unsupported(other.to_string()),
                    })?;
                self.footprint = ctx.footprint.take();
                let n = data.len().min(response.len());
                response[..n].copy_from_slice(&data[..n]);
                Ok(SendOutcome::Done)
            }
            unit => {
                self.kind = Some(match unit {
                    Unit::Gateway => SendKind::Gateway,
                    Unit::EndOfThread => SendKind::EndOfThread,
                    _ => SendKind::Image,
                });
                self.inner.send(thread, req, response)
            }
        }
    }
}

/// The next instruction of a thread, analysed once when it becomes the thread's next.
struct Candidate {
    acc: RegAccess,
    cost: Cost,
    class: ExecClass,
    /// First cycle its operands allow it to issue (not counting pipes).
    ready: u64,
    /// Cycle the thread could have issued had the registers been ready.
    base: u64,
    /// Cycle its registers were ready and who produced the last one.
    dep_ready: u64,
    dep_producer: Producer,
    /// Channels the instruction covers (exec size shifted by the channel offset).
    window: u32,
    /// `(W)`: runs on every channel of the window.
    no_mask: bool,
    /// Index of the instruction in the kernel (`usize::MAX`: no instruction at the IP).
    index: usize,
}

struct HwThread {
    state: ThreadState,
    group: usize,
    eu: usize,
    slot: usize,
    sb: Scoreboard,
    next_issue: u64,
    notify_at: u64,
    blocked_since: Option<u64>,
    cand: Option<Candidate>,
    /// Cycle the thread was placed (trace thread lifetimes).
    born: u64,
}

struct ResidentGroup {
    id: [u32; 3],
    subslice: usize,
    threads: Vec<usize>,
    ended: usize,
    arrivals: usize,
    last_signal: u64,
    slm: Vec<u8>,
}

#[derive(Default, Clone)]
struct EuState {
    pipe_free: [u64; 4],
    pipe_busy: [u64; 4],
    busy_until: u64,
    active: u64,
    free_slots: Vec<usize>,
    threads: Vec<usize>,
    rr: usize,
    last_change: u64,
    /// First cycle one of the EU's threads may issue (0: re-examine).
    wake: u64,
    nonidle: u64,
    thread_cycles: u64,
}

impl EuState {
    fn residency_changed(&mut self, now: u64) {
        let dt = now.saturating_sub(self.last_change);
        if !self.threads.is_empty() {
            self.nonidle += dt;
            self.thread_cycles += dt * self.threads.len() as u64;
        }
        self.last_change = self.last_change.max(now);
    }
}

#[derive(Default, Clone, Copy)]
struct SubsliceState {
    slm_used: u32,
    barriers_used: u32,
    dispatcher_free: u64,
}

enum Release {
    Slot {
        eu: usize,
        slot: usize,
        t: usize,
    },
    Group {
        subslice: usize,
        slm: u32,
        barrier: bool,
    },
}

struct Machine<'a, S: TraceSink> {
    cfg: EuTimingConfig,
    code: eu_model::Kernel,
    kernel: &'a Kernel,
    memory: &'a mut Memory,
    bindings: Bindings<'a>,
    max_thread_instructions: u64,
    threads: Vec<Option<HwThread>>,
    free_thread_ids: Vec<usize>,
    groups: Vec<Option<ResidentGroup>>,
    eus: Vec<EuState>,
    subslices: Vec<SubsliceState>,
    eus_per_subslice: usize,
    threads_per_eu: usize,
    releases: Vec<(u64, Release)>,
    mem: MemoryTiming,
    stalls: StallCycles,
    last_event: u64,
    simd_lanes: u64,
    simd_slots: u64,
    subslices_per_slice: usize,
    line_bytes: u32,
    /// Trace events go here (`NoTrace`: nothing is built).
    sink: &'a mut S,
    /// Per-instruction counts when profiling (indexed like the kernel's instructions).
    prof: Option<Vec<InstCounts>>,
}

/// Where EU `e` (global index), slot `slot` sits, for traces.
fn hw_thread(e: usize, slot: usize, eps: usize, spss: usize) -> traces::HwThread {
    let ss = e / eps.max(1);
    traces::HwThread {
        slice: (ss / spss.max(1)) as u16,
        subslice: (ss % spss.max(1)) as u16,
        eu: (e % eps.max(1)) as u16,
        thread: slot as u16,
    }
}

/// A trace span's name: the mnemonic, with the function for extended math (`math.inv`).
fn span_name(inst: &isa::Instruction) -> &'static str {
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

fn pipe_name(pipe: Option<Pipe>) -> &'static str {
    match pipe {
        Some(Pipe::Fpu0) => "FPU0",
        Some(Pipe::Fpu1) => "FPU1",
        Some(Pipe::Branch) => "branch",
        Some(Pipe::Send) => "send",
        None => "none",
    }
}

fn fpu_pipe(choice: PipeChoice, free: &[u64; 4], now: u64) -> Option<Option<Pipe>> {
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
fn eu_wake(eu: &EuState, threads: &[Option<HwThread>]) -> u64 {
    eu.threads
        .iter()
        .filter_map(|&t| threads[t].as_ref()?.cand.as_ref())
        .map(|c| c.ready.max(earliest_pipe(c.cost.pipe, &eu.pipe_free)))
        .min()
        .unwrap_or(u64::MAX)
}

fn earliest_pipe(choice: PipeChoice, free: &[u64; 4]) -> u64 {
    match choice {
        PipeChoice::None => 0,
        PipeChoice::Only(p) => free[p.index()],
        PipeChoice::AnyFpu => free[0].min(free[1]),
    }
}

impl<'a, S: TraceSink> Machine<'a, S> {
    fn exec_err(&self, source: eu_model::ExecError) -> SimError {
        SimError::Exec {
            kernel: self.kernel.name.clone(),
            source,
        }
    }

    /// Analyses thread `t`'s next instruction.
    fn refresh(&mut self, t: usize) {
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
            th.cand = Some(Candidate {
                acc: RegAccess::default(),
                cost: Cost {
                    pipe: PipeChoice::None,
                    occupancy: 0,
                    latency: 1,
                },
                class: ExecClass::Nop,
                ready: th.next_issue,
                base: th.next_issue,
                dep_ready: 0,
                dep_producer: Producer::Pipe,
                window: 0,
                no_mask: false,
                index: usize::MAX,
            });
            return;
        };
        let acc = reg_access(inst, &th.state);
        let class = inst.opcode.class();
        let payload = if class == ExecClass::Send {
            let (m, x, _) = send_lengths(inst, &th.state);
            u32::from(m) + u32::from(x)
        } else {
            0
        };
        let c = cost(inst, &self.cfg, payload);
        let exec = u32::from(inst.exec_size.min(32));
        let window = if exec >= 32 {
            u32::MAX
        } else {
            ((1u32 << exec) - 1) << u32::from(inst.chan_offset % 32)
        };
        let no_mask = inst.no_mask;
        let dep = th.sb.readiness(&acc, inst.no_dd_chk);
        let mut ready = th.next_issue.max(dep.ready);
        if class == ExecClass::Wait {
            ready = ready.max(th.notify_at);
        }
        th.cand = Some(Candidate {
            acc,
            cost: c,
            class,
            ready,
            base: th.next_issue,
            dep_ready: dep.ready,
            dep_producer: dep.producer,
            window,
            no_mask,
            index,
        });
    }

    /// Issues what can issue on EU `e` at cycle `now`; returns instructions issued.
    fn issue_eu(&mut self, e: usize, now: u64, stats: &mut Stats) -> Result<u64, SimError> {
        let n = self.eus[e].threads.len();
        if n == 0 || self.eus[e].wake > now {
            return Ok(0);
        }
        let start = self.eus[e].rr % n;
        let mut issued = 0;
        for i in 0..n {
            // the thread list does not change while issuing (slots free at releases)
            let t = self.eus[e].threads[(start + i) % n];
            let (choice, ready) = match self.threads[t].as_ref().and_then(|th| th.cand.as_ref()) {
                Some(c) => (c.cost.pipe, c.ready),
                None => continue,
            };
            if ready > now {
                continue;
            }
            let Some(pipe) = fpu_pipe(choice, &self.eus[e].pipe_free, now) else {
                continue;
            };
            self.issue(t, e, pipe, now, stats)?;
            issued += 1;
            self.eus[e].rr = self.eus[e].rr.wrapping_add(1);
        }
        self.eus[e].wake = eu_wake(&self.eus[e], &self.threads);
        Ok(issued)
    }

    fn issue(
        &mut self,
        t: usize,
        e: usize,
        pipe: Option<Pipe>,
        now: u64,
        stats: &mut Stats,
    ) -> Result<(), SimError> {
        let th = self.threads[t]
            .as_mut()
            .expect("issuing thread is resident");
        let cand = th.cand.take().expect("issuing thread has a candidate");
        // stall attribution: registers first, then pipes (including arbitration)
        let waited = now.saturating_sub(cand.base);
        let dep = cand.dep_ready.saturating_sub(cand.base).min(waited);
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
            self.stalls.pipe_busy += waited - dep;
            StallReason::PipeBusy
        } else {
            self.stalls.barrier += waited - dep;
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
            c.add_stall(dep_reason, dep);
            c.add_stall(rest_reason, waited - dep);
            c.add_stall(StallReason::ControlFlow, cf_stall);
        }
        if self.sink.enabled() {
            let hw = hw_thread(e, th.slot, self.eus_per_subslice, self.subslices_per_slice);
            let stalls = [
                (cand.base, dep, dep_reason),
                (cand.base + dep, waited - dep, rest_reason),
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
        let mut shared = TimedShared {
            inner: GroupShared {
                memory: &mut *self.memory,
                surfaces: self.bindings.surfaces,
                images: self.bindings.images,
                samplers: self.bindings.samplers,
                slm: &mut group.slm,
                counts: &mut stats.messages,
            },
            footprint: None,
            kind: None,
        };
        let out = eu_model::step(&mut th.state, &self.code, &mut shared);
        let (footprint, kind) = (shared.footprint, shared.kind);
        let out = match out {
            Ok(o) => o,
            Err(e) => return Err(self.exec_err(e)),
        };
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
                return Ok(());
            }
            StepOutcome::Continue | StepOutcome::Barrier | StepOutcome::Ended => {}
        }
        // result timing
        let done = if cand.class == ExecClass::Send {
            let sent = now + occ.max(1);
            let done = match kind {
                Some(SendKind::DataPort) => match &footprint {
                    Some(fp) => self.mem.access(sent, subslice, fp),
                    None => sent,
                },
                Some(SendKind::Fence) => self.mem.fence(sent, subslice),
                Some(SendKind::Image) => sent + u64::from(self.cfg.sampler_latency),
                Some(SendKind::Gateway) => sent + u64::from(self.cfg.barrier_latency),
                Some(SendKind::EndOfThread) | None => sent,
            };
            th.sb.write(&cand.acc, done, Producer::Send);
            done
        } else {
            let done = now + u64::from(cand.cost.latency);
            th.sb.write(&cand.acc, done, Producer::Pipe);
            done
        };
        self.last_event = self.last_event.max(done);
        match out {
            StepOutcome::Barrier => {
                self.refresh(t);
                self.barrier_signal(g, done);
            }
            StepOutcome::Ended => self.thread_ended(t, now + occ.max(1)),
            _ => self.refresh(t),
        }
        Ok(())
    }

    fn barrier_signal(&mut self, g: usize, at: u64) {
        let group = self.groups[g].as_mut().expect("group resident");
        group.arrivals += 1;
        group.last_signal = group.last_signal.max(at);
        if group.arrivals < group.threads.len() || group.ended > 0 {
            return;
        }
        let members = group.threads.clone();
        group.arrivals = 0;
        let release = group.last_signal;
        for &t in &members {
            if let Some(th) = self.threads[t].as_mut() {
                th.state.notify();
                th.notify_at = th.notify_at.max(release);
                if let Some(since) = th.blocked_since.take() {
                    let waited = release.saturating_sub(since + 1);
                    self.stalls.barrier += waited;
                    if let Some(p) = self.prof.as_mut() {
                        if let Some((i, _)) = self.code.at(th.state.ip()) {
                            p[i].add_stall(StallReason::Barrier, waited);
                        }
                    }
                    if self.sink.enabled() && waited > 0 {
                        let eps = self.eus_per_subslice;
                        self.sink.event(TraceEvent::Stall {
                            thread: hw_thread(th.eu, th.slot, eps, self.subslices_per_slice),
                            start: since + 1,
                            cycles: waited,
                            reason: StallReason::Barrier,
                        });
                    }
                    th.next_issue = th.next_issue.max(release);
                }
            }
            self.refresh(t);
        }
    }

    fn thread_ended(&mut self, t: usize, at: u64) {
        let th = self.threads[t].as_mut().expect("thread resident");
        th.cand = None;
        let (eu, slot, g) = (th.eu, th.slot, th.group);
        let born = th.born;
        let free_at = at + u64::from(self.cfg.thread_end_cycles);
        if self.sink.enabled() {
            let group = self.groups[g].as_ref().map_or([0; 3], |gr| gr.id);
            self.sink.event(TraceEvent::ThreadLife {
                thread: hw_thread(eu, slot, self.eus_per_subslice, self.subslices_per_slice),
                start: born,
                end: at,
                group,
            });
        }
        self.releases.push((free_at, Release::Slot { eu, slot, t }));
        let group = self.groups[g].as_mut().expect("group resident");
        group.ended += 1;
        if group.ended == group.threads.len() {
            let subslice = group.subslice;
            let slm = group.slm.len() as u32;
            self.releases.push((
                free_at,
                Release::Group {
                    subslice,
                    slm,
                    barrier: self.uses_barriers(),
                },
            ));
        }
    }

    /// Frees what is due at or before `now`.
    fn apply_releases(&mut self, now: u64, stats: &mut Stats) {
        let mut i = 0;
        while i < self.releases.len() {
            if self.releases[i].0 > now {
                i += 1;
                continue;
            }
            let (at, r) = self.releases.swap_remove(i);
            match r {
                Release::Slot { eu, slot, t } => {
                    let eus = &mut self.eus[eu];
                    eus.residency_changed(at);
                    eus.free_slots.push(slot);
                    eus.free_slots.sort_unstable_by(|a, b| b.cmp(a));
                    eus.threads.retain(|&x| x != t);
                    if let Some(th) = self.threads[t].take() {
                        stats.instructions += th.state.instructions_executed();
                    }
                    self.free_thread_ids.push(t);
                }
                Release::Group {
                    subslice,
                    slm,
                    barrier,
                } => {
                    let ss = &mut self.subslices[subslice];
                    ss.slm_used -= slm;
                    if barrier {
                        ss.barriers_used -= 1;
                    }
                    stats.work_groups += 1;
                }
            }
        }
        // deterministic order regardless of removal order
        self.releases.sort_by_key(|(at, _)| *at);
    }

    /// The subslice a group of `threads` threads and `slm` bytes fits on now, if any: the one
    /// with the most free hardware threads, lowest index on a tie.
    fn pick_subslice(&self, threads: usize, slm: u32, limits: (u32, u32)) -> Option<usize> {
        let (slm_cap, barrier_cap) = limits;
        let barrier = self.uses_barriers();
        let mut best: Option<(usize, usize)> = None;
        for (i, ss) in self.subslices.iter().enumerate() {
            if ss.slm_used + slm > slm_cap || (barrier && ss.barriers_used >= barrier_cap) {
                continue;
            }
            let free: usize = self.eus[i * self.eus_per_subslice..(i + 1) * self.eus_per_subslice]
                .iter()
                .map(|e| e.free_slots.len())
                .sum();
            if free >= threads && best.is_none_or(|(_, f)| free > f) {
                best = Some((i, free));
            }
        }
        best.map(|(i, _)| i)
    }

    fn uses_barriers(&self) -> bool {
        self.kernel
            .execution_environment
            .as_ref()
            .is_some_and(|e| e.has_barriers != 0)
    }
}

/// Rejects timing parameters the model cannot use (instead of silently clamping them).
fn check_config(mc: &crate::config::MachineConfig) -> Result<(), SimError> {
    let bad = |field: &str, why: String| {
        SimError::Unsupported(format!("machine config `{}`: {field} {why}", mc.name))
    };
    let bw = mc.memory.dram_bytes_per_cycle;
    if !(bw.is_finite() && bw >= 1e-3) {
        return Err(bad(
            "memory.dram_bytes_per_cycle",
            format!("= {bw} (must be a finite number of at least 0.001 bytes per cycle)"),
        ));
    }
    let m = &mc.memory;
    let t = &mc.timing;
    for (field, v) in [
        ("memory.line_bytes", m.line_bytes),
        (
            "memory.dataport_bytes_per_cycle",
            m.dataport_bytes_per_cycle,
        ),
        ("memory.slm_bytes_per_cycle", m.slm_bytes_per_cycle),
        ("memory.slm_banks", m.slm_banks),
        ("memory.l3_ways", m.l3_ways),
        ("timing.fpu_bytes_per_cycle", t.fpu_bytes_per_cycle),
        ("timing.math_cycles_per_grf", t.math_cycles_per_grf),
    ] {
        if v == 0 {
            return Err(bad(field, "must be at least 1".into()));
        }
    }
    Ok(())
}

fn pct(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// Cycles between counter samples in a trace.
const COUNTER_PERIOD: u64 = 100;

/// Machine-wide counters for a trace: resident threads / slots (%) and L3 bytes per cycle since
/// the previous sample.
fn sample_counters<S: TraceSink>(m: &mut Machine<S>, now: u64, last: &mut (u64, u64)) {
    let slots = (m.eus.len() * m.threads_per_eu).max(1);
    let resident = m.eus.iter().map(|e| e.threads.len()).sum::<usize>();
    let ms = m.mem.stats();
    let l3 = (ms.l3_hits + ms.l3_misses) * u64::from(m.line_bytes);
    let dt = now.saturating_sub(last.0).max(1);
    let bw = l3.saturating_sub(last.1) as f64 / dt as f64;
    m.sink.event(TraceEvent::Counter {
        cycle: now,
        name: "thread occupancy %",
        value: 100.0 * resident as f64 / slots as f64,
    });
    m.sink.event(TraceEvent::Counter {
        cycle: now,
        name: "L3 bytes/cycle",
        value: bw,
    });
    *last = (now, l3);
}

/// Runs every work-group of the launch on the timing model, with trace events going to `sink`
/// and, if `opts.profile`, a per-instruction profile.
pub fn execute_traced<S: TraceSink>(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &mut Memory,
    bindings: Bindings,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<(Stats, Option<Profile>), SimError> {
    let code = decode(kernel)?;
    let layout = payload_layout(kernel, simd)?;
    let mc = &opts.config;
    let topo = mc.topology;
    let walker = Walker {
        num_groups: prepared.range.groups(),
        local_size: prepared.range.local,
        simd_width: simd,
    };
    let tpg = walker.threads_per_group() as usize;
    let eps = topo.eus_per_subslice as usize;
    let tpe = topo.threads_per_eu as usize;
    if tpg > eps * tpe {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: a work-group of {tpg} hardware threads does not fit on one subslice \
             ({eps} EUs x {tpe} threads)",
            kernel.name
        )));
    }
    if prepared.slm_bytes > mc.slm_bytes_per_subslice {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: {} bytes of SLM per work-group exceed the subslice's {}",
            kernel.name, prepared.slm_bytes, mc.slm_bytes_per_subslice
        )));
    }
    check_config(mc)?;
    let n_ss = topo.subslices() as usize;
    let eu = EuState {
        free_slots: (0..tpe).rev().collect(),
        ..EuState::default()
    };
    let mut m = Machine {
        cfg: mc.timing.clone(),
        code,
        kernel,
        memory,
        bindings,
        max_thread_instructions: opts.max_thread_instructions,
        threads: Vec::new(),
        free_thread_ids: Vec::new(),
        groups: Vec::new(),
        eus: vec![eu; n_ss * eps],
        subslices: vec![SubsliceState::default(); n_ss],
        eus_per_subslice: eps,
        threads_per_eu: tpe,
        releases: Vec::new(),
        mem: MemoryTiming::new(
            mc.memory.clone(),
            topo.slices as usize,
            topo.subslices_per_slice as usize,
        ),
        stalls: StallCycles::default(),
        last_event: 0,
        simd_lanes: 0,
        simd_slots: 0,
        subslices_per_slice: topo.subslices_per_slice as usize,
        line_bytes: mc.memory.line_bytes,
        sink,
        prof: None,
    };
    if opts.profile {
        m.prof = Some(vec![InstCounts::default(); m.code.instructions().len()]);
    }
    let mut next_sample = 0u64;
    let mut last_sample = (0u64, 0u64);
    let mut stats = Stats {
        kernel: kernel.name.clone(),
        simd_width: simd,
        functional: false,
        ..Stats::default()
    };
    let limits = (mc.slm_bytes_per_subslice, mc.barriers_per_subslice);
    let total_groups = walker.total_groups();
    let mut next_group = 0u64;
    let mut next_id = 0u32;
    let mut now = 0u64;
    loop {
        m.apply_releases(now, &mut stats);
        if m.sink.enabled() && now >= next_sample {
            sample_counters(&mut m, now, &mut last_sample);
            next_sample = now - now % COUNTER_PERIOD + COUNTER_PERIOD;
        }
        while next_group < total_groups {
            let Some(ss) = m.pick_subslice(tpg, prepared.slm_bytes, limits) else {
                break;
            };
            place_group(
                &mut m,
                &walker,
                &layout,
                prepared,
                next_group,
                ss,
                now,
                &mut next_id,
            )?;
            stats.threads += tpg as u64;
            next_group += 1;
        }
        for e in 0..m.eus.len() {
            m.issue_eu(e, now, &mut stats)?;
        }
        let resident = m.threads.iter().any(Option::is_some);
        if next_group == total_groups && !resident && m.releases.is_empty() {
            break;
        }
        let mut next = u64::MAX;
        for e in &mut m.eus {
            if e.wake <= now {
                // changed from outside (dispatch, barrier release) and not yet re-examined
                e.wake = eu_wake(e, &m.threads);
            }
            next = next.min(e.wake);
        }
        for (at, _) in &m.releases {
            next = next.min(*at);
        }
        if next == u64::MAX {
            let group = m
                .groups
                .iter()
                .flatten()
                .find(|g| g.ended < g.threads.len());
            let (id, why) = match group {
                Some(g) => {
                    let at_barrier = g
                        .threads
                        .iter()
                        .filter_map(|&t| m.threads[t].as_ref())
                        .filter(|th| th.state.barrier_pending())
                        .count();
                    (
                        g.id,
                        format!(
                            "{} thread(s) wait ({at_barrier} at a barrier), {} ended",
                            g.threads.len() - g.ended,
                            g.ended
                        ),
                    )
                }
                None => ([0; 3], "no thread can issue".to_string()),
            };
            return Err(SimError::Deadlock {
                kernel: kernel.name.clone(),
                group: id,
                why,
            });
        }
        now = next.max(now + 1);
    }
    let cycles = m.last_event.max(now);
    for e in &mut m.eus {
        e.residency_changed(cycles);
    }
    let eu_cycles = cycles * m.eus.len() as u64;
    let sum = |f: &dyn Fn(&EuState) -> u64| m.eus.iter().map(f).sum::<u64>();
    let active = sum(&|e| e.active);
    let nonidle = sum(&|e| e.nonidle).max(active);
    let mem_stats = m.mem.stats().clone();
    let line = u64::from(mc.memory.line_bytes);
    stats.cycles = cycles;
    stats.work_items = total_groups * u64::from(walker.group_items());
    stats.timing = Some(TimingStats {
        time_ns: cycles as f64 * 1000.0 / f64::from(mc.clock_mhz),
        clock_mhz: mc.clock_mhz,
        ipc: if cycles == 0 {
            0.0
        } else {
            stats.instructions as f64 / cycles as f64
        },
        ipc_per_eu: if eu_cycles == 0 {
            0.0
        } else {
            stats.instructions as f64 / eu_cycles as f64
        },
        eu_active_pct: pct(active, eu_cycles),
        eu_stall_pct: pct(nonidle - active, eu_cycles),
        eu_idle_pct: pct(eu_cycles.saturating_sub(nonidle), eu_cycles),
        thread_occupancy_pct: pct(sum(&|e| e.thread_cycles), eu_cycles * tpe as u64),
        fpu0_busy_pct: pct(sum(&|e| e.pipe_busy[0]), eu_cycles),
        fpu1_busy_pct: pct(sum(&|e| e.pipe_busy[1]), eu_cycles),
        branch_busy_pct: pct(sum(&|e| e.pipe_busy[2]), eu_cycles),
        send_busy_pct: pct(sum(&|e| e.pipe_busy[3]), eu_cycles),
        simd_utilization_pct: pct(m.simd_lanes, m.simd_slots),
        stalls: m.stalls,
        l3_bytes: (mem_stats.l3_hits + mem_stats.l3_misses) * line,
        memory: mem_stats,
    });
    if m.sink.enabled() {
        sample_counters(&mut m, cycles, &mut last_sample);
    }
    let profile = m
        .prof
        .take()
        .map(|counts| Profile::new(&kernel.name, &m.code, counts));
    Ok((stats, profile))
}

/// Places work-group `linear` on subslice `ss` at cycle `now`: its threads go to the EUs of
/// the subslice with the most free hardware threads (lowest index on a tie).
#[allow(clippy::too_many_arguments)]
fn place_group<S: TraceSink>(
    m: &mut Machine<S>,
    walker: &Walker,
    layout: &eu_model::dispatch::PayloadLayout,
    prepared: &Prepared,
    linear: u64,
    ss: usize,
    now: u64,
    next_id: &mut u32,
) -> Result<(), SimError> {
    let group_id = walker.group_id(linear);
    let g = match m.groups.iter().position(Option::is_none) {
        Some(g) => g,
        None => {
            m.groups.push(None);
            m.groups.len() - 1
        }
    };
    let uses_barriers = m.uses_barriers();
    let sub = &mut m.subslices[ss];
    sub.slm_used += prepared.slm_bytes;
    if uses_barriers {
        sub.barriers_used += 1;
    }
    let mut members = Vec::new();
    for slice in walker.threads() {
        let range = ss * m.eus_per_subslice..(ss + 1) * m.eus_per_subslice;
        let mut best = range.start;
        for e in range {
            if m.eus[e].free_slots.len() > m.eus[best].free_slots.len() {
                best = e;
            }
        }
        let e = best;
        let slot = m.eus[e]
            .free_slots
            .pop()
            .ok_or_else(|| SimError::Kernel("no free hardware thread on the subslice".into()))?;
        let mut state = ThreadState::new(
            ThreadId(*next_id),
            walker.simd_width as u8,
            slice.dispatch_mask,
        );
        *next_id = next_id.wrapping_add(1);
        let hw = (e * m.threads_per_eu + slot) as u64;
        let (scratch_base, per_thread) = prepared.scratch;
        let r0 = R0Fields {
            group_id,
            barrier_id: 0,
            scratch_offset: (scratch_base + hw * u64::from(per_thread)) as u32,
        };
        layout
            .write(&mut state, walker, &slice, &r0, &prepared.cross_thread)
            .ok_or_else(|| {
                SimError::Kernel(format!(
                    "kernel `{}`: payload does not fit in 128 GRFs",
                    m.kernel.name
                ))
            })?;
        let sub = &mut m.subslices[ss];
        sub.dispatcher_free = sub.dispatcher_free.max(now) + u64::from(m.cfg.thread_start_cycles);
        let ready = sub.dispatcher_free + u64::from(m.cfg.dispatch_latency);
        m.stalls.dispatch += ready - now;
        if m.sink.enabled() && ready > now {
            m.sink.event(TraceEvent::Stall {
                thread: hw_thread(e, slot, m.eus_per_subslice, m.subslices_per_slice),
                start: now,
                cycles: ready - now,
                reason: StallReason::Dispatch,
            });
        }
        let th = HwThread {
            state,
            group: g,
            eu: e,
            slot,
            sb: Scoreboard::new(),
            next_issue: ready,
            notify_at: 0,
            blocked_since: None,
            cand: None,
            born: now,
        };
        let t = match m.free_thread_ids.pop() {
            Some(t) => {
                m.threads[t] = Some(th);
                t
            }
            None => {
                m.threads.push(Some(th));
                m.threads.len() - 1
            }
        };
        m.eus[e].residency_changed(now);
        m.eus[e].threads.push(t);
        members.push(t);
    }
    m.groups[g] = Some(ResidentGroup {
        id: group_id,
        subslice: ss,
        threads: members.clone(),
        ended: 0,
        arrivals: 0,
        last_signal: 0,
        slm: vec![0; prepared.slm_bytes as usize],
    });
    for t in members {
        m.refresh(t);
    }
    Ok(())
}
