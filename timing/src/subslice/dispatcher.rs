//! The subslice's thread dispatcher: work-group placement, thread end and resource release,
//! and the choice of subslice for the next work-group.

use super::unit::{Ctx, HwThread, Release, ResidentGroup, Subslice};
use crate::engine::launch::Launch;
use crate::engine::TimingError;
use crate::eu::Scoreboard;
use eu_model::dispatch::R0Fields;
use eu_model::{ThreadId, ThreadState};
use traces::{StallReason, TraceEvent, NO_INSTRUCTION};

/// What a work-group needs of a subslice.
#[derive(Clone, Copy)]
pub(crate) struct GroupNeeds {
    pub(crate) threads: usize,
    pub(crate) slm: u32,
    /// The kernel uses barriers (each group holds one of the subslice's).
    pub(crate) barrier: bool,
    pub(crate) slm_cap: u32,
    pub(crate) barrier_cap: u32,
}

/// The subslice a group fits on now, if any: the one with the most free hardware threads,
/// lowest index on a tie.
pub(crate) fn pick_subslice(units: &[Box<Subslice>], need: GroupNeeds) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for (i, ss) in units.iter().enumerate() {
        if ss.slm_used + need.slm > need.slm_cap
            || (need.barrier && ss.barriers_used >= need.barrier_cap)
        {
            continue;
        }
        let free: usize = ss.eus.iter().map(|e| e.free_slots.len()).sum();
        if free >= need.threads && best.is_none_or(|(_, f)| free > f) {
            best = Some((i, free));
        }
    }
    best.map(|(i, _)| i)
}

/// One work-group to place.
pub(crate) struct Placement<'p> {
    pub(crate) launch: &'p Launch<'p>,
    pub(crate) linear: u64,
    pub(crate) barrier: bool,
}

impl Subslice {
    pub(crate) fn thread_ended(&mut self, ctx: &Ctx<'_>, t: usize, at: u64) {
        let th = self.threads[t].as_ref().expect("thread resident");
        let (eu, slot, g, hw) = (th.eu, th.slot, th.group, th.hw);
        let born = th.born;
        self.drop_cand(t);
        let free_at = at + u64::from(ctx.cfg.thread_end_cycles);
        let group = self.groups[g].as_ref().map_or([0; 3], |gr| gr.id);
        self.obs.emit(TraceEvent::ThreadLife {
            thread: hw,
            start: born,
            end: at,
            group,
        });
        self.releases.push((free_at, Release::Slot { eu, slot, t }));
        // a part of a split subslice leaves its groups to the join (`split.rs`)
        if self.host.part.is_none() {
            self.member_ended(ctx, g, free_at);
        }
    }

    /// One more thread of group `g` ended, its slot freeing at `free_at`; the group frees
    /// with its last thread's slot.
    pub(crate) fn member_ended(&mut self, ctx: &Ctx<'_>, g: usize, free_at: u64) {
        let group = self.groups[g].as_mut().expect("group resident");
        group.ended += 1;
        if group.ended == group.threads.len() {
            let slm = group.slm.len() as u32;
            let barrier = ctx.has_barriers;
            self.releases
                .push((free_at, Release::Group { g, slm, barrier }));
        }
    }

    /// Frees what is due at or before `now`.
    pub(crate) fn apply_releases(&mut self, ctx: &Ctx<'_>, now: u64) {
        let mut i = 0;
        while i < self.releases.len() {
            if self.releases[i].0 > now {
                i += 1;
                continue;
            }
            let (at, r) = self.releases.swap_remove(i);
            self.counters.last_release = self.counters.last_release.max(at);
            match r {
                Release::Slot { eu, slot, t } => {
                    // the sends it had served at the window's end, before its slot goes
                    self.take_in_finishes_of(ctx, t);
                    let eus = &mut self.eus[eu];
                    eus.residency_changed(at);
                    eus.free_slots.push(slot);
                    eus.free_slots.sort_unstable_by(|a, b| b.cmp(a));
                    if let Some(i) = eus.threads.iter().position(|&x| x == t) {
                        eus.remove_thread(i);
                    }
                    if let Some(th) = self.threads[t].take() {
                        self.counters.instructions += th.state.instructions_executed();
                        self.resident -= 1;
                    }
                    self.free_thread_ids.push(t);
                }
                Release::Group { g, slm, barrier } => {
                    if let Some(group) = self.groups[g].take() {
                        let spss = ctx.subslices_per_slice.max(1);
                        self.obs.emit(TraceEvent::GroupLife {
                            slice: (self.index / spss) as u16,
                            subslice: (self.index % spss) as u16,
                            slot: g as u16,
                            start: group.placed,
                            end: at,
                            group: group.id,
                        });
                    }
                    self.free_group_ids.push(g);
                    self.slm_used -= slm;
                    if barrier {
                        self.barriers_used -= 1;
                    }
                    self.counters.work_groups += 1;
                }
            }
        }
        // deterministic order regardless of removal order
        self.releases.sort_by_key(|(at, _)| *at);
    }

    /// Places a work-group here at cycle `now`: its threads go to the EUs with the most free
    /// hardware threads (lowest index on a tie). `next_id` numbers the threads GPU-wide.
    pub(crate) fn place_group(
        &mut self,
        ctx: &Ctx<'_>,
        p: &Placement<'_>,
        now: u64,
        next_id: &mut u32,
    ) -> Result<(), TimingError> {
        self.now = now;
        let group_id = p.launch.walker.group_id(p.linear);
        let g = match self.free_group_ids.pop() {
            Some(g) => g,
            None => {
                self.groups.push(None);
                self.groups.len() - 1
            }
        };
        self.slm_used += p.launch.slm_bytes;
        if p.barrier {
            self.barriers_used += 1;
        }
        let mut members = Vec::new();
        for slice in p.launch.walker.threads() {
            members.push(self.start_thread(ctx, p, &slice, g, group_id, now, next_id)?);
        }
        self.groups[g] = Some(ResidentGroup {
            id: group_id,
            placed: now,
            threads: members.clone(),
            ended: 0,
            arrivals: 0,
            last_signal: 0,
            slm: vec![0; p.launch.slm_bytes as usize],
        });
        for t in members {
            self.refresh(ctx, t);
        }
        Ok(())
    }

    /// The EU with the most free slots (lowest index on a tie).
    fn roomiest_eu(&self) -> usize {
        let mut e = 0;
        for i in 0..self.eus.len() {
            if self.eus[i].free_slots.len() > self.eus[e].free_slots.len() {
                e = i;
            }
        }
        e
    }

    /// Starts one thread of a work-group being placed: on the EU with the most free slots,
    /// with its payload written and its first instruction after the dispatcher's delivery.
    #[allow(clippy::too_many_arguments)]
    fn start_thread(
        &mut self,
        ctx: &Ctx<'_>,
        p: &Placement<'_>,
        slice: &eu_model::dispatch::ThreadSlice,
        g: usize,
        group_id: [u32; 3],
        now: u64,
        next_id: &mut u32,
    ) -> Result<usize, TimingError> {
        let e = self.roomiest_eu();
        let slot = self.eus[e]
            .free_slots
            .pop()
            .ok_or_else(|| TimingError::Kernel("no free hardware thread on the subslice".into()))?;
        let mut state = ThreadState::new(
            ThreadId(*next_id),
            p.launch.walker.simd_width as u8,
            slice.dispatch_mask,
        );
        *next_id = next_id.wrapping_add(1);
        let ge = self.global_eu(e);
        let hw = (ge * ctx.threads_per_eu + slot) as u64;
        let (scratch_base, per_thread) = p.launch.scratch;
        let r0 = R0Fields {
            group_id,
            barrier_id: 0,
            scratch_offset: (scratch_base + hw * u64::from(per_thread)) as u32,
            thread_slot: hw as u32,
        };
        p.launch
            .layout
            .write(
                &mut state,
                &p.launch.walker,
                slice,
                &r0,
                p.launch.cross_thread,
            )
            .ok_or_else(|| {
                TimingError::Kernel(format!(
                    "kernel `{}`: payload does not fit in 128 GRFs",
                    ctx.name
                ))
            })?;
        self.dispatcher_free =
            self.dispatcher_free.max(now) + u64::from(ctx.cfg.thread_start_cycles);
        let ready = self.dispatcher_free + u64::from(ctx.cfg.dispatch_latency);
        let hw = ctx.hw_thread(ge, slot);
        if ready > now {
            self.obs.emit(TraceEvent::Stall {
                thread: hw,
                start: now,
                cycles: ready - now,
                reason: StallReason::Dispatch,
                index: NO_INSTRUCTION,
            });
        }
        let th = HwThread {
            index: 0,
            hw,
            state,
            group: g,
            eu: e,
            slot,
            sb: Scoreboard::new(),
            next_issue: ready,
            notify_at: 0,
            blocked_since: None,
            cand: None,
            dyn_acc: Default::default(),
            fetched: (u64::MAX, u64::MAX, 0),
            born: now,
        };
        let t = self.admit(th, now);
        Ok(t)
    }

    /// Makes `th` resident on its EU at cycle `now`, in a free entry of the thread list;
    /// returns its index there.
    fn admit(&mut self, mut th: HwThread, now: u64) -> usize {
        let t = self.free_thread_ids.pop().unwrap_or(self.threads.len());
        th.index = t;
        let e = th.eu;
        if t == self.threads.len() {
            self.threads.push(Some(Box::new(th)));
        } else {
            self.threads[t] = Some(Box::new(th));
        }
        self.resident += 1;
        self.eus[e].residency_changed(now);
        self.eus[e].add_thread(t);
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemoryTimingConfig;
    use crate::subslice::SlmTiming;

    /// Subslices with `enabled[i]` EUs of 7 threads each (8 EU slots).
    fn units(enabled: &[usize]) -> crate::subslice::Units {
        let slm = SlmTiming::new(&MemoryTimingConfig::default());
        enabled
            .iter()
            .enumerate()
            .map(|(i, &e)| Box::new(Subslice::new(i, 8, e, 7, slm.clone())))
            .collect()
    }

    fn needs(threads: usize, slm: u32, barrier: bool) -> GroupNeeds {
        GroupNeeds {
            threads,
            slm,
            barrier,
            slm_cap: 65536,
            barrier_cap: 16,
        }
    }

    #[test]
    fn a_group_goes_to_the_subslice_with_most_free_threads_lowest_index_on_a_tie() {
        // 6 x 7 = 42 free threads against 8 x 7 = 56
        assert_eq!(
            pick_subslice(&units(&[6, 8, 8]), needs(4, 0, false)),
            Some(1)
        );
        assert_eq!(
            pick_subslice(&units(&[8, 8, 8]), needs(4, 0, false)),
            Some(0)
        );
        // 57 threads fit nowhere
        assert_eq!(pick_subslice(&units(&[8, 8]), needs(57, 0, false)), None);
    }

    #[test]
    fn slm_and_barriers_bound_the_groups_of_a_subslice() {
        let mut u = units(&[8, 8]);
        u[0].slm_used = 65536 - 1024;
        assert_eq!(pick_subslice(&u, needs(1, 2048, false)), Some(1));
        assert_eq!(pick_subslice(&u, needs(1, 1024, false)), Some(0));
        u[1].slm_used = 65536;
        assert_eq!(pick_subslice(&u, needs(1, 2048, false)), None);
        let mut u = units(&[8, 8]);
        u[0].barriers_used = 16;
        assert_eq!(pick_subslice(&u, needs(1, 0, true)), Some(1));
        assert_eq!(pick_subslice(&u, needs(1, 0, false)), Some(0));
    }
}
