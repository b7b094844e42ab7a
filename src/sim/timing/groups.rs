//! Work-group placement, barriers, thread end and resource release.

use super::machine::*;
use crate::sim::setup::Prepared;
use crate::sim::{SimError, Stats};
use eu_model::dispatch::{R0Fields, Walker};
use eu_model::timing::{PipeChoice, Scoreboard};
use eu_model::{ThreadId, ThreadState};
use traces::{StallReason, TraceEvent, TraceSink};

impl<'a, S: TraceSink> Machine<'a, S> {
    pub(super) fn barrier_signal(&mut self, g: usize, at: u64) {
        let group = self.groups[g].as_mut().expect("group resident");
        group.arrivals += 1;
        group.last_signal = group.last_signal.max(at);
        if group.arrivals < group.threads.len() || group.ended > 0 {
            return;
        }
        let members = group.threads.clone();
        group.arrivals = 0;
        self.woke_others = true;
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

    pub(super) fn thread_ended(&mut self, t: usize, at: u64) {
        let th = self.threads[t].as_mut().expect("thread resident");
        th.cand = None;
        let (eu, slot, g) = (th.eu, th.slot, th.group);
        let born = th.born;
        self.sync_cand(t);
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
                    g,
                    subslice,
                    slm,
                    barrier: self.uses_barriers(),
                },
            ));
        }
    }

    /// Frees what is due at or before `now`.
    pub(super) fn apply_releases(&mut self, now: u64, stats: &mut Stats) {
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
                    if let Some(i) = eus.threads.iter().position(|&x| x == t) {
                        eus.threads.remove(i);
                        eus.cands.remove(i);
                    }
                    if let Some(th) = self.threads[t].take() {
                        stats.instructions += th.state.instructions_executed();
                        self.resident -= 1;
                    }
                    self.free_thread_ids.push(t);
                }
                Release::Group {
                    g,
                    subslice,
                    slm,
                    barrier,
                } => {
                    self.groups[g] = None;
                    self.free_group_ids.push(g);
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
    pub(super) fn pick_subslice(
        &self,
        threads: usize,
        slm: u32,
        limits: (u32, u32),
    ) -> Option<usize> {
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

    pub(super) fn uses_barriers(&self) -> bool {
        self.kernel
            .execution_environment
            .as_ref()
            .is_some_and(|e| e.has_barriers != 0)
    }
}

/// Places work-group `linear` on subslice `ss` at cycle `now`: its threads go to the EUs of
/// the subslice with the most free hardware threads (lowest index on a tie).
#[allow(clippy::too_many_arguments)]
pub(super) fn place_group<S: TraceSink>(
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
    let g = match m.free_group_ids.pop() {
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
            dyn_acc: Default::default(),
            fetched: (u64::MAX, u64::MAX, 0),
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
        m.resident += 1;
        m.eus[e].residency_changed(now);
        m.eus[e].threads.push(t);
        m.eus[e].cands.push((u64::MAX, PipeChoice::None));
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
