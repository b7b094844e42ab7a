//! The stepper: execute the instruction at the thread's IP and advance.

use isa::ExecClass;

use crate::error::ExecError;
use crate::exec::{self, Exec};
use crate::kernel::Kernel;
use crate::shared::SharedFunctions;
use crate::state::ThreadState;

/// What happened when an instruction was stepped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepOutcome {
    /// The instruction executed; the thread can continue.
    Continue,
    /// The instruction signalled a barrier to the gateway; the thread continues until its
    /// `wait n0`, which blocks until [`ThreadState::notify`].
    Barrier,
    /// The thread is blocked on `wait n0` (IP unchanged); step again after a notification.
    Waiting,
    /// The thread sent its end-of-thread message and is finished.
    Ended,
}

/// Execute the instruction at `state.ip()` and advance the IP (or branch).
pub fn step(
    state: &mut ThreadState,
    kernel: &Kernel,
    shared: &mut dyn SharedFunctions,
) -> Result<StepOutcome, ExecError> {
    if state.ended {
        return Err(ExecError::Ended { thread: state.id });
    }
    let ip = state.ip;
    let Some((index, inst)) = kernel.at(ip) else {
        return Err(ExecError::BadIp {
            thread: state.id,
            ip,
        });
    };
    let next = ip + if inst.compacted { 8 } else { 16 };
    // ALU instructions run planned: the specialised form of a frequent instruction when it
    // has one and accepts the current state, else the instruction's general plan.
    if let Some(plan) = kernel.plan(index) {
        if exec::fast::run(state, plan, inst) {
            state.instructions += 1;
            state.set_ip(next);
            return Ok(StepOutcome::Continue);
        }
    }
    if let Some(plan) = kernel.general(index) {
        state.instructions += 1;
        exec::fast::general::run(state, plan)?;
        state.set_ip(next);
        return Ok(StepOutcome::Continue);
    }
    let class = inst.opcode.class();
    if class == ExecClass::Wait {
        if state.notifications == 0 {
            return Ok(StepOutcome::Waiting);
        }
        state.notifications -= 1;
        state.instructions += 1;
        state.set_ip(next);
        return Ok(StepOutcome::Continue);
    }
    state.instructions += 1;
    let mut x = Exec::new(state, inst, ip);
    match class {
        ExecClass::ControlFlow => {
            exec::control::control(&mut x, kernel, next)?;
            Ok(StepOutcome::Continue)
        }
        ExecClass::Send => {
            let reply = exec::send::send(
                &mut x,
                kernel.message(index),
                kernel.send_operands(index),
                shared,
            )?;
            Ok(exec::send::finish(state, inst, next, reply.outcome))
        }
        ExecClass::Illegal => Err(x.invalid("illegal instruction")),
        ExecClass::Nop => {
            state.set_ip(next);
            Ok(StepOutcome::Continue)
        }
        // Every ALU instruction has a general plan; only the reference evaluator (test
        // oracle) gets here.
        #[cfg(any(test, feature = "oracle"))]
        ExecClass::Alu | ExecClass::ExtendedMath | ExecClass::Wait => {
            exec::oracle::execute_alu(&mut x)?;
            state.set_ip(next);
            Ok(StepOutcome::Continue)
        }
        #[cfg(not(any(test, feature = "oracle")))]
        ExecClass::Alu | ExecClass::ExtendedMath | ExecClass::Wait => {
            Err(x.invalid("ALU instruction without a plan"))
        }
    }
}

/// [`run`], counting each executed instruction in `counts` (by instruction index; an
/// instruction that blocks, such as a `wait`, counts when it completes, as the thread's
/// instruction count does).
pub fn run_counted(
    state: &mut ThreadState,
    kernel: &Kernel,
    shared: &mut dyn SharedFunctions,
    limit: u64,
    counts: &mut [u64],
) -> Result<StepOutcome, ExecError> {
    let mut n = 0;
    while n < limit {
        let index = kernel.at(state.ip()).map(|(i, _)| i);
        let before = state.instructions_executed();
        let out = step(state, kernel, shared)?;
        if state.instructions_executed() != before {
            if let Some(c) = index.and_then(|i| counts.get_mut(i)) {
                *c += 1;
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

/// Step until the thread ends, blocks or `limit` instructions were executed. Returns the last
/// outcome (`Continue` when the limit was hit).
pub fn run(
    state: &mut ThreadState,
    kernel: &Kernel,
    shared: &mut dyn SharedFunctions,
    limit: u64,
) -> Result<StepOutcome, ExecError> {
    let mut n = 0;
    while n < limit {
        match step(state, kernel, shared)? {
            StepOutcome::Continue | StepOutcome::Barrier => {}
            other => return Ok(other),
        }
        n += 1;
    }
    Ok(StepOutcome::Continue)
}
