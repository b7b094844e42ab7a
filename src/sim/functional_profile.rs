//! The functional engine's profile counts: per instruction its executions, the SIMD lanes of
//! ALU and math instructions and the bytes its sends moved (the timing model's counts, less
//! issue and stall cycles, which a functional run does not have).

use super::shared::GroupShared;
use eu_model::{ExecError, Kernel, StepOutcome, ThreadState};
use isa::ExecClass;
use traces::InstTally;

/// Enabled and execution-size lanes of `inst` with channels `active` enabled, as the timing
/// model counts an issue's (its candidate's execution window, every channel of it for `(W)`):
/// ALU and math instructions only, `(0, 0)` for the others.
fn simd_lanes(inst: &isa::Instruction, active: u32) -> (u32, u32) {
    if !matches!(
        inst.opcode.class(),
        ExecClass::Alu | ExecClass::ExtendedMath
    ) {
        return (0, 0);
    }
    let exec = u32::from(inst.exec_size.min(32));
    let window = if exec >= 32 {
        u32::MAX
    } else {
        ((1u32 << exec) - 1) << u32::from(inst.chan_offset % 32)
    };
    let lanes = if inst.no_mask {
        window
    } else {
        window & active
    };
    (lanes.count_ones(), window.count_ones())
}

/// [`eu_model::run_counted`] that also counts lanes and bytes into `counts` (by instruction
/// index): steps until the thread ends, blocks or has run `limit` instructions. Bytes are
/// read from `shared`'s footprint, which the caller sets.
pub(super) fn run_profiled(
    state: &mut ThreadState,
    kernel: &Kernel,
    shared: &mut GroupShared,
    limit: u64,
    counts: &mut [InstTally],
) -> Result<StepOutcome, ExecError> {
    let mut n = 0;
    while n < limit {
        let at = kernel.at(state.ip());
        let (lanes, slots) = at.map_or((0, 0), |(_, inst)| simd_lanes(inst, state.active_mask()));
        let send = at.is_some_and(|(_, inst)| inst.opcode.class() == ExecClass::Send);
        let index = at.map(|(i, _)| i);
        if send {
            if let Some(fp) = shared.footprint.as_deref_mut() {
                fp.clear();
            }
        }
        let before = state.instructions_executed();
        let out = eu_model::step(state, kernel, shared)?;
        if state.instructions_executed() != before {
            if let Some(c) = index.and_then(|i| counts.get_mut(i)) {
                c.executions += 1;
                c.lanes += u64::from(lanes);
                c.slots += u64::from(slots);
                if let Some(fp) = shared.footprint.as_deref().filter(|_| send) {
                    c.bytes_read += fp.bytes_read;
                    c.bytes_written += fp.bytes_written;
                }
            }
        }
        match out {
            StepOutcome::Continue | StepOutcome::Barrier => {}
            other => return Ok(other),
        }
        n += 1;
    }
    Ok(StepOutcome::Continue)
}
