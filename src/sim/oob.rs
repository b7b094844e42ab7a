//! Out-of-bounds accesses explained in the kernel's terms: the warning a run under the
//! hardware policy prints when a stateful access left its surface, and the kernel argument
//! nearest to a stateless access that left every allocation.

use super::setup::ArgPlace;
use super::{MessageCounts, SimError};
use crate::program::{ArgKind, Kernel};
use isa::message::Space;

/// The one-line warning of a run whose data-port messages reached outside their surfaces
/// (`None` when none did).
pub fn warning(kernel: &Kernel, counts: &MessageCounts) -> Option<String> {
    let c = counts.first_out_of_bounds?;
    let what = if c.write { "a write" } else { "a read" };
    let place = match c.space {
        Space::Surface(bti) => match surface_arg(kernel, bti) {
            Some((i, name)) => format!("BTI {bti} (argument #{i} `{name}`, {} bytes)", c.size),
            None => format!("BTI {bti} ({} bytes)", c.size),
        },
        space => format!("{space} ({} bytes)", c.size),
    };
    let n = counts.out_of_bounds;
    Some(format!(
        "warning: kernel `{}`: {n} data-port message{} reached outside {}, the first {what} \
         of {} bytes at offset {:#x} of {place}: the bytes outside read as zeros and writes \
         to them are dropped, as on the hardware (`--oob error` stops at the first)",
        kernel.name,
        if n == 1 { "" } else { "s" },
        if n == 1 { "its memory" } else { "their memory" },
        c.len,
        c.addr,
    ))
}

/// The index and name of the buffer or image argument bound at `bti`.
fn surface_arg(kernel: &Kernel, bti: u8) -> Option<(u32, String)> {
    kernel.args.iter().find_map(|a| {
        let b = match &a.kind {
            ArgKind::GlobalBuffer(b) | ArgKind::ConstantBuffer(b) => b.binding_table_index,
            ArgKind::Image(i) => i.binding_table_index,
            _ => None,
        };
        (b == Some(u32::from(bti))).then(|| (a.index, a.name()))
    })
}

/// Adds to a stateless (global-address) out-of-bounds error the buffer argument nearest to
/// the address, with its size and where the access lies relative to it.
pub fn name_nearest_buffer(e: SimError, kernel: &Kernel, places: &[ArgPlace]) -> SimError {
    let SimError::Exec {
        kernel: k,
        source,
        mut args,
    } = e
    else {
        return e;
    };
    let addr = match &source {
        eu_model::ExecError::Send {
            source:
                eu_model::SendError::OutOfBounds {
                    space: Space::Global,
                    addr,
                    ..
                },
            ..
        } => Some(*addr),
        _ => None,
    };
    if let Some(text) = addr.and_then(|a| nearest(kernel, places, a)) {
        args += &text;
    }
    SimError::Exec {
        kernel: k,
        source,
        args,
    }
}

/// ` (nearest buffer: argument #i `name`, N bytes at 0x..; the access starts D bytes
/// before/past its end)`.
fn nearest(kernel: &Kernel, places: &[ArgPlace], addr: u64) -> Option<String> {
    let distance = |base: u64, size: u64| {
        if addr < base {
            base - addr
        } else {
            addr.saturating_sub(base.saturating_add(size))
        }
    };
    let (arg, base, size) = kernel
        .args
        .iter()
        .zip(places)
        .filter_map(|(a, p)| match p {
            ArgPlace::Buffer { base, size } => Some((a, *base, *size)),
            _ => None,
        })
        .min_by_key(|&(a, base, size)| (distance(base, size), a.index))?;
    let rel = if addr < base {
        format!("{} bytes before its start", base - addr)
    } else if addr >= base.saturating_add(size) {
        format!("{} bytes past its end", addr - (base + size))
    } else {
        format!("at offset {} and runs past its end", addr - base)
    };
    Some(format!(
        " (nearest buffer: argument #{} `{}`, {size} bytes at {base:#x}; the access starts {rel})",
        arg.index,
        arg.name()
    ))
}
