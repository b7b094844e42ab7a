//! Issuing one instruction of a thread: stall attribution, pipe occupancy, execution (the
//! functional step), and when its results are ready.

use super::unit::{Ctx, HwThread, Subslice};
use crate::dataport::Deferred;
use crate::engine::TimingError;
use crate::eu::{pipe_name, Candidate, Pipe, Producer};
use eu_model::{IssuedInto, NoSharedFunctions, SendTicket, ServedBy, StepOutcome};
use isa::ExecClass;
use traces::{StallReason, TraceEvent};

/// What an issued instruction did: its outcome, and the ticket of a send completed later (at
/// the end of its window or sub-window).
type Executed = (StepOutcome, Option<Box<SendTicket>>);

/// What follows an issue for the thread, once it is back in the subslice.
enum Next {
    /// Its next instruction is analysed.
    Refresh,
    /// It waits (a blocking `wait`) until notified.
    Blocked,
    /// It ended at this cycle.
    Ended(u64),
}

impl Subslice {
    /// Issues thread `t`'s candidate on local EU `e`, where `t` is entry `k` of the EU's
    /// threads. The thread is taken out of the subslice while its instruction issues and
    /// executes (one look-up, not one per step) and put back for what follows.
    pub(crate) fn issue(
        &mut self,
        ctx: &Ctx<'_>,
        t: usize,
        e: usize,
        k: usize,
        pipe: Option<Pipe>,
        now: u64,
    ) -> Result<(), TimingError> {
        let mut th = self.threads[t].take().expect("issuing thread is resident");
        let issued = self.issue_taken(ctx, &mut th, e, pipe, now);
        if let Ok(Next::Refresh) = issued {
            // its next instruction is analysed while the thread is still in hand (a return
            // of its own: one put-back on the path of nearly every issue measured fewer host
            // instructions than sharing the one below)
            // it issued and goes on: neither blocked nor ended
            debug_assert!(th.blocked_since.is_none() && !th.state.is_ended());
            self.analyse_inline(ctx, &mut th, t, k, true);
            self.threads[t] = Some(th);
            return Ok(());
        }
        self.threads[t] = Some(th);
        match issued? {
            Next::Blocked => self.drop_cand(t),
            Next::Ended(at) => self.thread_ended(ctx, t, at),
            // analysed above
            Next::Refresh => {}
        }
        Ok(())
    }

    /// [`Self::issue`] of thread `th`, taken out of the subslice.
    fn issue_taken(
        &mut self,
        ctx: &Ctx<'_>,
        th: &mut HwThread,
        e: usize,
        pipe: Option<Pipe>,
        now: u64,
    ) -> Result<Next, TimingError> {
        let cand = th.cand.take().expect("issuing thread has a candidate");
        let rec = ctx.hot.get(cand.at());
        let class = rec.map_or(ExecClass::Nop, |r| r.class);
        self.attribute_stalls(ctx, &cand, class, th.next_issue, th.hw, now);
        let occ = u64::from(cand.occupancy).max(1);
        if let Some(p) = pipe {
            let eu = &mut self.eus[e];
            eu.pipe_free[p.index()] = now + occ;
            eu.pipe_busy[p.index()] += occ;
            let end = now + occ;
            eu.active += end - now.max(eu.busy_until).min(end);
            eu.busy_until = eu.busy_until.max(end);
        }
        let simd = match rec {
            Some(r) if matches!(class, ExecClass::Alu | ExecClass::ExtendedMath) => {
                let slots = u32::from(r.slots);
                let lanes = if r.no_mask {
                    slots
                } else {
                    (r.window & th.state.active_mask()).count_ones()
                };
                (lanes, slots)
            }
            _ => (0, 0),
        };
        let ip = th.state.ip();
        let (out, deferred) = self.execute(ctx, class, th)?;
        // A thread's instructions issue in order; an FPU instruction's SIMD-4 passes run back
        // to back, so the thread's next instruction follows its last pass (whitepaper: two
        // non-stalling threads are needed to saturate both FPUs).
        th.next_issue = match pipe {
            Some(Pipe::Fpu0 | Pipe::Fpu1) => now + occ,
            _ => now + 1,
        };
        if class == ExecClass::ControlFlow {
            th.next_issue = now + u64::from(ctx.cfg.control_flow_latency).max(1);
        }
        self.counters.last_event = self.counters.last_event.max(now + occ);
        // A `wait` that blocks is re-issued after the notification: count the issue that
        // completes (as the thread's instruction count does).
        if out == StepOutcome::Waiting {
            th.blocked_since = Some(now);
            th.cand = None;
            return Ok(Next::Blocked);
        }
        self.record_issue(ctx, &cand, th.hw, ip, pipe, now, occ, simd);
        Ok(self.complete(ctx, th, e, (&cand, class), now, occ, out, deferred))
    }

    /// When thread `th`'s issued instruction's results are ready (recorded for the end of the
    /// window, for a send to shared state), and what follows for the thread.
    #[allow(clippy::too_many_arguments)]
    fn complete(
        &mut self,
        ctx: &Ctx<'_>,
        th: &mut HwThread,
        e: usize,
        (cand, class): (&Candidate, ExecClass),
        now: u64,
        occ: u64,
        out: StepOutcome,
        deferred: Option<Box<SendTicket>>,
    ) -> Next {
        let fixed = || {
            ctx.analysed
                .get(cand.at())
                .and_then(|r| r.fixed.as_ref())
                .filter(|_| !cand.dynamic)
        };
        if let Some(ticket) = deferred {
            let fixed = fixed();
            let acc = fixed.map_or(&th.dyn_acc, |a| &a.acc);
            // served at the end of the window (SLM, gateway: of the sub-window); its
            // registers wait until then
            th.sb.pend(acc);
            let dep = ctx.deps.get(cand.at());
            if let Some(d) = dep {
                th.sb.soft.issue(d, now + occ, u64::MAX);
            }
            let local = ticket.served_by().is_subslice_local();
            let d = Deferred {
                cycle: now,
                eu: self.index * self.eus.len() + e,
                sent: now + occ,
                thread: th.index,
                // the kernel's record has fixed accesses: no copy
                acc: fixed.is_none().then(|| Box::new(acc.clone())),
                token: dep.and_then(|d| d.set),
                ticket,
                index: cand.index,
            };
            if local {
                self.local.push(d);
            } else {
                self.deferred.push(Some(d));
            }
        } else {
            // a send served at issue ends its thread
            let done = if class == ExecClass::Send {
                now + occ
            } else {
                now + u64::from(cand.latency)
            };
            let producer = if class == ExecClass::Send {
                Producer::Send
            } else {
                Producer::Pipe
            };
            let hot = ctx.hot.get(cand.at()).filter(|_| !cand.dynamic);
            match hot.and_then(|h| h.writes()) {
                Some(writes) => th.sb.write_entries(writes, done, producer),
                None => {
                    let acc = fixed().map_or(&th.dyn_acc, |a| &a.acc);
                    th.sb.write(acc, done, producer);
                }
            }
            if let Some(d) = ctx.deps.get(cand.at()) {
                th.sb.soft.issue(d, now + occ, done);
            }
            self.counters.last_event = self.counters.last_event.max(done);
        }
        match out {
            StepOutcome::Ended => Next::Ended(now + occ),
            _ => Next::Refresh,
        }
    }

    /// Splits the wait before the issue by cause (instruction fetch first, then registers,
    /// then pipes or the barrier) and emits it, with the control-flow stall that follows a
    /// branch.
    fn attribute_stalls(
        &mut self,
        ctx: &Ctx<'_>,
        cand: &Candidate,
        class: ExecClass,
        base: u64,
        hw: traces::HwThread,
        now: u64,
    ) {
        let index = cand.index;
        let obs = &mut self.obs;
        let mut stall = |start: u64, cycles: u64, reason: StallReason| {
            if cycles > 0 {
                obs.stall(reason, cycles, || TraceEvent::Stall {
                    thread: hw,
                    start,
                    cycles,
                    reason,
                    index,
                });
            }
        };
        // an instruction issued as soon as its thread could have waited for nothing
        let waited = now.saturating_sub(base);
        if waited > 0 {
            let fetch = cand.fetch_ready.saturating_sub(base).min(waited);
            let fetched = base + fetch;
            let dep = cand.dep_ready.saturating_sub(fetched).min(waited - fetch);
            let dep_reason = match cand.dep_producer {
                Producer::Send => StallReason::Memory,
                Producer::Pipe => StallReason::Dependency,
            };
            let rest = waited - fetch - dep;
            let rest_reason = if class != ExecClass::Wait {
                StallReason::PipeBusy
            } else {
                StallReason::Barrier
            };
            stall(base, fetch, StallReason::InstructionFetch);
            stall(fetched, dep, dep_reason);
            stall(fetched + dep, rest, rest_reason);
        }
        if class == ExecClass::ControlFlow {
            let cycles = u64::from(ctx.cfg.control_flow_latency).saturating_sub(1);
            stall(now + 1, cycles, StallReason::ControlFlow);
        }
    }

    /// Runs the functional step of thread `th`'s instruction; a send becomes a ticket
    /// ([`Self::send`]).
    fn execute(
        &mut self,
        ctx: &Ctx<'_>,
        class: ExecClass,
        th: &mut HwThread,
    ) -> Result<Executed, TimingError> {
        let (out, deferred) = if class == ExecClass::Send {
            self.send(ctx, th)?
        } else {
            let out = eu_model::step(&mut th.state, ctx.code, &mut NoSharedFunctions);
            (out.map_err(|e| ctx.exec_err(e))?, None)
        };
        self.counters.issued += 1;
        if th.state.instructions_executed() > ctx.max_thread_instructions {
            return Err(TimingError::Kernel(format!(
                "kernel `{}`: {} executed {} instructions without ending \
                 (max_thread_instructions)",
                ctx.name,
                th.state.id,
                th.state.instructions_executed()
            )));
        }
        Ok((out, deferred))
    }

    /// Issues thread `th`'s send: end of thread completes here and now; any other ticket is
    /// returned, to be completed at the end of the window (what subslices share) or of the
    /// sub-window (SLM, gateway) ([`crate::dataport`]). Kept out of line: sends are a small
    /// part of the instructions and the issue loop stays tight without them.
    #[inline(never)]
    fn send(&mut self, ctx: &Ctx<'_>, th: &mut HwThread) -> Result<Executed, TimingError> {
        // the ticket is built in a reused box
        let mut ticket = self.host.tickets.take();
        let issued = eu_model::issue_into(&mut th.state, ctx.code, &mut ticket);
        if let IssuedInto::Done(out) = issued.map_err(|e| ctx.exec_err(e))? {
            self.host.tickets.recycle(ticket);
            return Ok((out, None));
        }
        if ticket.served_by() != ServedBy::EndOfThread {
            let out = if ticket.eot() {
                StepOutcome::Ended
            } else {
                StepOutcome::Continue
            };
            return Ok((out, Some(ticket)));
        }
        let group = self.groups[th.group]
            .as_mut()
            .expect("thread's group is resident");
        // end of thread touches neither global memory nor SLM (empty stand-ins satisfy the
        // data port's interface)
        let (out, _, _) = ctx
            .services
            .complete_send(
                &mut th.state,
                &ticket,
                &mut self.host.no_memory,
                &mut group.slm,
                &mut self.messages,
                &mut self.host.fp,
            )
            .map_err(|e| ctx.exec_err(e))?;
        self.host.tickets.recycle(ticket);
        Ok((out, None))
    }

    /// The issue's event (stats, profile and trace count it).
    #[allow(clippy::too_many_arguments)]
    fn record_issue(
        &mut self,
        ctx: &Ctx<'_>,
        cand: &Candidate,
        hw: traces::HwThread,
        ip: u32,
        pipe: Option<Pipe>,
        now: u64,
        occ: u64,
        (lanes, slots): (u32, u32),
    ) {
        self.obs.issue(lanes, slots, || TraceEvent::Issue {
            thread: hw,
            start: now,
            cycles: occ,
            ip,
            name: ctx.analysed.get(cand.at()).map_or("invalid", |r| r.name),
            pipe: pipe_name(pipe),
            index: cand.index,
            lanes,
            slots,
        });
    }
}
