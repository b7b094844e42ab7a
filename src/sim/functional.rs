//! Functional execution: work-groups one after another, the threads of a group interleaved
//! until each ends or waits at a barrier; a barrier releases when every live thread of the
//! group waits at it. Deterministic: threads are visited in order.

use super::setup::Prepared;
use super::shared::GroupShared;
use super::{RunOptions, SimError, Stats};
use crate::program::Kernel;
use eu_model::dispatch::{PayloadLayout, R0Fields, Walker};
use eu_model::{StepOutcome, ThreadId, ThreadState};
use memory_model::{Memory, Surfaces};

/// Decodes a kernel's machine code for execution.
pub fn decode(kernel: &Kernel) -> Result<eu_model::Kernel, SimError> {
    let insts = isa::decode_kernel(kernel.isa())
        .map_err(|e| SimError::Kernel(format!("kernel `{}`: {e}", kernel.name)))?;
    eu_model::Kernel::from_offsets(insts)
        .map_err(|e| SimError::Kernel(format!("kernel `{}`: {e}", kernel.name)))
}

/// The payload layout a kernel's thread-payload token asks for.
pub fn payload_layout(kernel: &Kernel, simd: u32) -> Result<PayloadLayout, SimError> {
    let tp = kernel.thread_payload.as_ref().ok_or_else(|| {
        SimError::Kernel(format!(
            "kernel `{}` has no thread payload token",
            kernel.name
        ))
    })?;
    if tp.local_id_flattened_present != 0 || tp.pass_inline_data != 0 || tp.generate_local_id != 0 {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: thread payload with flattened local IDs, inline data or \
             hardware-generated local IDs",
            kernel.name
        )));
    }
    Ok(PayloadLayout {
        simd_width: simd,
        local_ids: [
            tp.local_id_x_present != 0,
            tp.local_id_y_present != 0,
            tp.local_id_z_present != 0,
        ],
        unused_per_thread_grf: tp.unused_per_thread_constant_present != 0,
    })
}

/// What a kernel's stateful messages can reach.
#[derive(Clone, Copy)]
pub struct Bindings<'a> {
    /// Buffers by binding-table index.
    pub surfaces: &'a Surfaces,
    /// Images by binding-table index.
    pub images: &'a sampler::Images,
    /// Inline sampler states.
    pub samplers: &'a sampler::Samplers,
}

/// Runs every work-group of the launch.
pub fn execute(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &mut Memory,
    bindings: Bindings,
    opts: &RunOptions,
) -> Result<Stats, SimError> {
    let code = decode(kernel)?;
    let layout = payload_layout(kernel, simd)?;
    let range = prepared.range;
    let walker = Walker {
        num_groups: range.groups(),
        local_size: range.local,
        simd_width: simd,
    };
    let mut stats = Stats {
        kernel: kernel.name.clone(),
        simd_width: simd,
        functional: true,
        ..Stats::default()
    };
    let mut slm = vec![0u8; prepared.slm_bytes as usize];
    let mut threads: Vec<ThreadState> = Vec::with_capacity(walker.threads_per_group() as usize);
    let exec_err = |source| SimError::Exec {
        kernel: kernel.name.clone(),
        source,
    };
    let mut next_id = 0u32;
    for g in 0..walker.total_groups() {
        let group_id = walker.group_id(g);
        slm.fill(0);
        threads.clear();
        for slice in walker.threads() {
            let mut t = ThreadState::new(ThreadId(next_id), simd as u8, slice.dispatch_mask);
            next_id = next_id.wrapping_add(1);
            let (scratch_base, per_thread) = prepared.scratch;
            let r0 = R0Fields {
                group_id,
                barrier_id: 0,
                scratch_offset: (scratch_base + u64::from(slice.index) * u64::from(per_thread))
                    as u32,
            };
            layout
                .write(&mut t, &walker, &slice, &r0, &prepared.cross_thread)
                .ok_or_else(|| {
                    SimError::Kernel(format!(
                        "kernel `{}`: payload does not fit in 128 GRFs",
                        kernel.name
                    ))
                })?;
            threads.push(t);
        }
        stats.threads += threads.len() as u64;
        let mut shared = GroupShared {
            memory,
            surfaces: bindings.surfaces,
            images: bindings.images,
            samplers: bindings.samplers,
            slm: &mut slm,
            counts: &mut stats.messages,
            footprint: None,
            last: None,
            recorded: false,
        };
        loop {
            let mut live = 0;
            for t in threads.iter_mut().filter(|t| !t.is_ended()) {
                let before = t.instructions_executed();
                let out = eu_model::run(t, &code, &mut shared, opts.max_thread_instructions)
                    .map_err(exec_err)?;
                if out == StepOutcome::Continue && t.instructions_executed() - before > 0 {
                    return Err(SimError::Kernel(format!(
                        "kernel `{}`: {} executed {} instructions without ending \
                         (max_thread_instructions)",
                        kernel.name,
                        t.id,
                        t.instructions_executed()
                    )));
                }
                if !t.is_ended() {
                    live += 1;
                }
            }
            if live == 0 {
                break;
            }
            // Every live thread now waits. Release a barrier if all of them signalled it.
            let all_at_barrier = threads
                .iter()
                .filter(|t| !t.is_ended())
                .all(|t| t.barrier_pending());
            let ended = threads.iter().filter(|t| t.is_ended()).count();
            if !all_at_barrier || ended > 0 {
                return Err(SimError::Deadlock {
                    kernel: kernel.name.clone(),
                    group: group_id,
                    why: format!(
                        "{live} thread(s) wait ({} at a barrier), {ended} ended",
                        threads.iter().filter(|t| t.barrier_pending()).count()
                    ),
                });
            }
            for t in threads.iter_mut() {
                t.notify();
            }
        }
        stats.instructions += threads
            .iter()
            .map(|t| t.instructions_executed())
            .sum::<u64>();
        stats.work_groups += 1;
        if let Some(p) = &opts.progress {
            p.report(super::ProgressUpdate {
                groups_done: stats.work_groups,
                groups_total: walker.total_groups(),
                cycle: None,
            });
        }
    }
    stats.work_items = walker.total_groups() * u64::from(walker.group_items());
    Ok(stats)
}
