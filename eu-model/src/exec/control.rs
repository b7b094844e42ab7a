//! SIMD control flow: `if`, `else`, `endif`, `while`, `break`, `cont`, `halt`, `goto`, `join`
//! (per-channel masks with JIP/UIP) and the scalar `jmpi`.
//!
//! Model (see [`crate::state::ControlFlow`]): a branch disables the channels that leave the
//! current path and records where each waits; the thread's IP then moves to the next
//! instruction, where waiting channels whose IP it reaches are enabled again. If no channel
//! is left enabled the thread jumps to the branch's JIP, exactly as the hardware skips code
//! no channel executes.
//!
//! Target conventions (Gen8+): JIP and UIP are byte offsets from the branch instruction;
//! `jmpi`'s offset is relative to the next instruction.
//!
//! Channel decisions per opcode:
//! * `if`: channels whose predicate is false wait at JIP (the `else` block or `endif`);
//! * `else`: the enabled channels wait at JIP (`endif`);
//! * `goto` forward: like `if`, channels whose predicate is false wait at UIP (the `join`
//!   target); without a predicate every enabled channel goes;
//! * `goto` backward (`goto.b`, UIP before the goto): like `while`, channels whose predicate
//!   is true jump back to UIP, the others wait after the goto (both polarities checked on
//!   ocloc-compiled kernels);
//! * `break`: channels whose predicate is true wait right after the loop's `while` (UIP);
//! * `cont`: channels whose predicate is true wait at the loop's `while` (UIP);
//! * `halt`: channels whose predicate is true wait at UIP;
//! * `while`: channels whose predicate is true (all without a predicate) jump back to JIP,
//!   the others wait after the `while`;
//! * `endif`, `join`: only re-enable channels (when none is enabled, go to JIP);
//! * `call`/`calla`/`ret`: calling channels run the subroutine, the others wait after the
//!   call; `ret` jumps back to the saved return IP (`call`'s JIP is relative to the call,
//!   checked against an ocloc-compiled kernel with a `noinline` function).
//!
//! * `brd` / `brc`: the enabled channels whose predicate is true (all without a predicate)
//!   branch to JIP, the others continue; forward, the branching channels wait at JIP,
//!   backward the others wait after the branch (the model's reading of the PRM's diverging /
//!   converging branches: with per-channel IPs the channels reconverge wherever their IPs
//!   meet, so `brc`'s UIP is not needed);
//! * register targets of `jmpi`, `call` (relative, as the immediate forms) and `calla`
//!   (absolute) read dword 0 of the source.
//!
//! A predicated `else` is an invalid instruction (the PRM does not allow one).

use isa::{Instruction, Opcode};

use crate::error::ExecError;
use crate::exec::{low_mask, Exec};
use crate::kernel::Kernel;

/// Execute a control-flow instruction at `ip`; sets the thread's next IP.
pub(crate) fn control(x: &mut Exec<'_>, kernel: &Kernel, next: u32) -> Result<(), ExecError> {
    let inst: &Instruction = x.inst;
    let ip = x.at.ip;
    let op = inst.opcode;
    match op {
        Opcode::Jmpi => return jmpi(x, next),
        Opcode::Call | Opcode::Calla => return call(x, next),
        Opcode::Ret => return ret(x),
        _ => {}
    }
    let Some(br) = inst.branch else {
        return Err(x.invalid(format!("{} without branch targets", op.mnemonic())));
    };
    let target = |off: i32| -> u32 { (ip as i64 + off as i64) as u32 };
    let jip = target(br.jip);
    let uip = br.uip.map(target);
    let need_uip = || -> Result<u32, ExecError> {
        uip.ok_or_else(|| x.invalid(format!("{} without UIP", op.mnemonic())))
    };
    let range = low_mask(x.n()) << x.at.chan_offset;
    let active_in = x.st.cf.active & x.st.cf.dispatch & range;
    let pred_abs = (x.predicate()? << x.at.chan_offset) & range;
    let predicated = inst.predicate.is_some();
    let flow = Flow {
        ip,
        next,
        jip,
        active_in,
        pred_abs,
        predicated,
    };
    match op {
        Opcode::If => {
            x.st.cf.park(active_in & !pred_abs, jip);
            fall_through(x, next, jip);
        }
        Opcode::Else => {
            if predicated {
                return Err(x.invalid("predicated else (the PRM does not allow a predicate)"));
            }
            x.st.cf.park(active_in, jip);
            fall_through(x, next, jip);
        }
        Opcode::Goto => goto(x, &flow, need_uip()?),
        Opcode::Break => {
            let u = need_uip()?;
            let after_while = kernel
                .next_ip(u)
                .ok_or_else(|| x.invalid(format!("break UIP 0x{u:x} is not an instruction")))?;
            x.st.cf.park(active_in & pred_abs, after_while);
            fall_through(x, next, jip);
        }
        Opcode::Cont | Opcode::Halt => {
            let u = need_uip()?;
            x.st.cf.park(active_in & pred_abs, u);
            fall_through(x, next, jip);
        }
        Opcode::While => {
            let looping = active_in & pred_abs;
            if looping != 0 {
                x.st.cf.park(active_in & !looping, next);
                x.st.set_ip(jip);
            } else {
                x.st.set_ip(next);
            }
        }
        Opcode::Endif | Opcode::Join => {
            x.st.set_ip(next);
            if x.st.active_mask() & range == 0 && jip != ip {
                x.st.set_ip(jip);
            }
        }
        Opcode::Brd | Opcode::Brc => branch(x, &flow),
        other => {
            return Err(x.invalid(format!("{} is not a control-flow opcode", other.mnemonic())));
        }
    }
    Ok(())
}

/// Send the channels of `going` to `target` and let `staying` continue at `next` (`brd`,
/// `brc`): forward, the goers wait at the target and the thread moves on (to the target at
/// once when no channel stays); backward, the stayers wait after the branch and the thread
/// jumps.
fn diverge(x: &mut Exec<'_>, going: u32, staying: u32, target: u32, next: u32) {
    if going == 0 {
        x.st.set_ip(next);
    } else if target > x.at.ip {
        x.st.cf.park(going, target);
        fall_through(x, next, target);
    } else {
        x.st.cf.park(staying, next);
        x.st.set_ip(target);
    }
}

/// Move to the next instruction; if none of the instruction's channels is enabled there,
/// jump to `jip` (a SIMD4 `if` inside a SIMD32 thread skips its block when its own four
/// channels are off, as the hardware does).
fn fall_through(x: &mut Exec<'_>, next: u32, jip: u32) {
    let range = low_mask(x.n()) << x.at.chan_offset;
    x.st.set_ip(next);
    if x.st.active_mask() & range == 0 {
        x.st.set_ip(jip);
    }
}

/// `call` / `calla`: the enabled channels whose predicate is true jump to the subroutine
/// (`call`: JIP relative to the call; `calla`: absolute). The destination receives the return
/// IP in dword 0 and the calling channels (relative to the channel offset) in dword 1. Channels
/// that do not call wait right after the call, where `ret` brings the callers back.
fn call(x: &mut Exec<'_>, next: u32) -> Result<(), ExecError> {
    let ip = x.at.ip;
    let target = match (
        x.inst.opcode,
        x.inst.branch,
        x.inst.srcs[1].or(x.inst.srcs[0]),
    ) {
        (Opcode::Call, Some(b), _) => (ip as i64 + b.jip as i64) as u32,
        (
            _,
            _,
            Some(isa::Source {
                kind: isa::SourceKind::Imm(imm),
                ..
            }),
        ) => {
            if x.inst.opcode == Opcode::Call {
                (ip as i64 + imm.0 as u32 as i32 as i64) as u32
            } else {
                imm.0 as u32
            }
        }
        (_, _, Some(src)) => {
            let v = scalar(x, &src)?;
            if x.inst.opcode == Opcode::Call {
                (ip as i64 + v as i32 as i64) as u32
            } else {
                v
            }
        }
        _ => return Err(x.invalid("call without a target")),
    };
    let Some(dst) = x.inst.dst else {
        return Err(x.invalid("call without a destination"));
    };
    let isa::Addressing::Direct {
        reg: isa::Register::Grf(r),
        subreg,
    } = dst.addressing
    else {
        return Err(x.invalid("call destination that is not a GRF"));
    };
    if r >= 128 {
        return Err(x
            .at
            .oob(x.st, 0, format!("call destination r{r} does not exist")));
    }
    if subreg % 4 != 0 || subreg > 24 {
        return Err(x.invalid("call destination subregister (must hold two dwords)"));
    }
    let range = low_mask(x.n()) << x.at.chan_offset;
    let active_in = x.st.cf.active & x.st.cf.dispatch & range;
    let pred_abs = (x.predicate()? << x.at.chan_offset) & range;
    let callers = active_in & pred_abs;
    if callers == 0 {
        x.st.set_ip(next);
        return Ok(());
    }
    x.st.write_ud(r as usize, subreg as usize / 4, next);
    x.st.write_ud(
        r as usize,
        subreg as usize / 4 + 1,
        callers >> x.at.chan_offset,
    );
    x.st.cf.park(active_in & !callers, next);
    x.st.set_ip(target);
    Ok(())
}

/// `ret`: jump to the return IP held in dword 0 of src0 (written by `call`).
fn ret(x: &mut Exec<'_>) -> Result<(), ExecError> {
    let src = x.src_op(0)?;
    let isa::SourceKind::Reg {
        addressing:
            isa::Addressing::Direct {
                reg: isa::Register::Grf(r),
                subreg,
            },
        ..
    } = src.kind
    else {
        return Err(x.invalid("ret from a source that is not a GRF"));
    };
    if r >= 128 {
        return Err(x.at.oob(x.st, 0, format!("ret source r{r} does not exist")));
    }
    if subreg % 4 != 0 || subreg > 28 {
        return Err(x.invalid("ret source subregister (must be a dword)"));
    }
    let target = x.st.read_ud(r as usize, subreg as usize / 4);
    x.st.set_ip(target);
    Ok(())
}

/// `jmpi`: a scalar jump of the whole thread (all enabled channels move together), taken when
/// the predicate of channel 0 is true (or without a predicate).
fn jmpi(x: &mut Exec<'_>, next: u32) -> Result<(), ExecError> {
    let offset = match (x.inst.branch, x.inst.srcs[1].or(x.inst.srcs[0])) {
        (Some(b), _) => b.jip as i64,
        (
            None,
            Some(isa::Source {
                kind: isa::SourceKind::Imm(imm),
                ..
            }),
        ) => imm.0 as u32 as i32 as i64,
        (None, Some(src)) => scalar(x, &src)? as i32 as i64,
        _ => return Err(x.invalid("jmpi without a target")),
    };
    let taken = x.inst.predicate.is_none() || x.predicate()? & 1 != 0;
    if taken {
        let target = (next as i64 + offset) as u32;
        x.st.set_ip(target);
    } else {
        x.st.set_ip(next);
    }
    Ok(())
}

/// The dword a register-target branch reads (channel 0 of its source).
fn scalar(x: &Exec<'_>, src: &isa::Source) -> Result<u32, ExecError> {
    let v = crate::operand::read_src(x.st, x.at, src, false, 0)?;
    Ok(v.int() as u32)
}

/// Where a control-flow instruction's channels go: its IP, the next instruction's, its JIP,
/// the channels active before it and those whose predicate is true.
struct Flow {
    ip: u32,
    next: u32,
    jip: u32,
    active_in: u32,
    pred_abs: u32,
    predicated: bool,
}

/// `goto` to UIP `u`: a backward goto (`goto.b`, a loop back-edge) sends the channels whose
/// predicate is true back to UIP, the others wait after it; a forward one parks the channels
/// whose predicate is false at UIP.
fn goto(x: &mut Exec<'_>, f: &Flow, u: u32) {
    if u <= f.ip {
        // Backward goto (`goto.b`, a loop back-edge): channels whose predicate is
        // true jump back to UIP, the others wait after the goto.
        let looping = if f.predicated {
            f.active_in & f.pred_abs
        } else {
            f.active_in
        };
        if looping != 0 {
            x.st.cf.park(f.active_in & !looping, f.next);
            x.st.set_ip(u);
        } else {
            fall_through(x, f.next, f.jip);
        }
    } else {
        let going = if f.predicated {
            f.active_in & !f.pred_abs
        } else {
            f.active_in
        };
        x.st.cf.park(going, u);
        fall_through(x, f.next, f.jip);
    }
}

/// `brd` / `brc`: the active channels whose predicate is true (all without one) go to JIP,
/// the others to the next instruction.
fn branch(x: &mut Exec<'_>, f: &Flow) {
    let going = if f.predicated {
        f.active_in & f.pred_abs
    } else {
        f.active_in
    };
    diverge(x, going, f.active_in & !going, f.jip, f.next);
}
