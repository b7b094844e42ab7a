//! The analysis of a thread's next instruction: its fetch through the instruction cache, its
//! cost, when its registers are ready, and the candidate summary its EU's arbiter scans.

use super::unit::{sync_into, Ctx, HwThread, Subslice};
use super::Fetch;
use crate::eu::{
    cost, pipe_code, reg_access, send_lengths, CandSummary, Candidate, Cost, PipeChoice, Readiness,
};
use isa::ExecClass;
use traces::NO_INSTRUCTION;

impl Subslice {
    /// Analyses thread `t`'s next instruction.
    pub(crate) fn refresh(&mut self, ctx: &Ctx<'_>, t: usize) {
        self.analyse_next(ctx, t, usize::MAX);
    }

    /// Analyses thread `t`'s next instruction and copies the summary into its EU's `cands`
    /// (`hint`: the thread's likely entry there).
    fn analyse_next(&mut self, ctx: &Ctx<'_>, t: usize, hint: usize) {
        let Some(mut th) = self.threads[t].take() else {
            return;
        };
        self.analyse_taken(ctx, &mut th, t, hint);
        self.threads[t] = Some(th);
    }

    /// [`Self::analyse_next`] of thread `th` (index `t`), taken out of the subslice.
    pub(crate) fn analyse_taken(
        &mut self,
        ctx: &Ctx<'_>,
        th: &mut HwThread,
        t: usize,
        hint: usize,
    ) {
        self.analyse_inline(ctx, th, t, hint, false);
    }

    /// [`Self::analyse_taken`], inlined into the issue of every instruction (one call less
    /// per issue). `live`: the thread is known to be neither blocked nor ended (it just
    /// issued an instruction that did neither).
    #[inline(always)]
    pub(crate) fn analyse_inline(
        &mut self,
        ctx: &Ctx<'_>,
        th: &mut HwThread,
        t: usize,
        hint: usize,
        live: bool,
    ) {
        let now = self.now;
        let eu = &mut self.eus[th.eu];
        eu.wake = 0;
        if !live && (th.blocked_since.is_some() || th.state.is_ended()) {
            th.cand = None;
            sync_into(eu, CandSummary::NONE, t, hint);
            return;
        }
        let Some((index, inst, rec)) = ctx
            .code
            .at(th.state.ip())
            .and_then(|(i, inst)| Some((i, inst, ctx.hot.get(i)?)))
        else {
            // step reports the bad IP when it issues
            invalid_candidate(th);
            let none = CandSummary::new(th.next_issue, PipeChoice::None);
            sync_into(eu, none, t, hint);
            return;
        };
        let bytes = u64::from(rec.bytes);
        let fetch_ready = match self.host.warm.as_mut() {
            Some(warm) => fetch(Some(warm), th, bytes, now),
            None => fetch(self.icache.as_mut(), th, bytes, now),
        };
        let class = rec.class;
        let dynamic = rec.dynamic();
        let (c, code) = if dynamic {
            let c = dynamic_cost(ctx, inst, th, class);
            (c, pipe_code(c.pipe))
        } else {
            (rec.cost, rec.pipe_code)
        };
        let dep = match (ctx.deps.get(index), rec.check()) {
            (Some(d), _) => th.sb.soft.readiness(d),
            (None, Some(check)) => th.sb.readiness_of(check),
            (None, None) if dynamic => th.sb.readiness(&th.dyn_acc, rec.no_dd_chk),
            (None, None) => spilled_readiness(ctx, th, index),
        };
        let mut ready = th.next_issue.max(dep.ready).max(fetch_ready);
        if class == ExecClass::Wait {
            ready = ready.max(th.notify_at);
        }
        let index = u32::try_from(index).unwrap_or(NO_INSTRUCTION);
        th.cand = Some(Candidate {
            fetch_ready,
            dep_ready: dep.ready,
            dep_producer: dep.producer,
            ..Candidate::new(c, index, dynamic)
        });
        sync_into(eu, CandSummary::coded(ready, c.pipe, code), t, hint);
    }
}

/// The cost of thread `th`'s next instruction `inst` (of class `class`), whose register
/// accesses depend on the thread's state: they are taken into the thread's `dyn_acc`.
#[cold]
fn dynamic_cost(
    ctx: &Ctx<'_>,
    inst: &isa::Instruction,
    th: &mut HwThread,
    class: ExecClass,
) -> Cost {
    th.dyn_acc = reg_access(inst, &th.state);
    let payload = if class == ExecClass::Send {
        let (m, x, _) = send_lengths(inst, &th.state);
        u32::from(m) + u32::from(x)
    } else {
        0
    };
    cost(inst, &ctx.cfg, payload)
}

/// The readiness of thread `th`'s next instruction, `index`, whose check list is too long
/// for its hot record: from the full record.
#[cold]
fn spilled_readiness(ctx: &Ctx<'_>, th: &HwThread, index: usize) -> Readiness {
    // the hot records are made from the full ones: a spilled list is there
    ctx.analysed
        .get(index)
        .and_then(|r| r.fixed.as_ref())
        .map_or_else(Readiness::default, |a| th.sb.readiness_of(&a.check))
}

/// Makes thread `th`'s candidate a stand-in for an instruction pointer outside the kernel:
/// it issues at once on no pipe, and the functional step reports the bad IP.
#[cold]
fn invalid_candidate(th: &mut HwThread) {
    th.dyn_acc.reads.clear();
    th.dyn_acc.writes.clear();
    th.dyn_acc.indirect_source = false;
    let cost = Cost {
        pipe: PipeChoice::None,
        occupancy: 0,
        latency: 1,
    };
    th.cand = Some(Candidate::new(cost, NO_INSTRUCTION, true));
}

/// The cycle thread `th`'s next instruction (`bytes` long) has been fetched by, through
/// `from` (the subslice's instruction cache, or a warm cache's view in a part of a split
/// subslice; 0 without a cache). A thread holds the line(s) of its last fetch, so no new
/// lookup is made within them.
fn fetch(from: Option<&mut impl Fetch>, th: &mut HwThread, bytes: u64, now: u64) -> u64 {
    let Some(f) = from else {
        return 0;
    };
    let ip = u64::from(th.state.ip());
    let lines = f.lines_of(ip, bytes);
    if (th.fetched.0, th.fetched.1) != lines {
        th.fetched = (lines.0, lines.1, f.fetch(ip, bytes, now));
    }
    th.fetched.2
}
