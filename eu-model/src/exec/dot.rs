//! Dot products and plane equations (`dp4`, `dph`, `dp3`, `dp2`, `line`, `pln`). IGC does not
//! emit them for OpenCL kernels on Gen9; they are reported as unimplemented rather than
//! guessed.

use crate::error::ExecError;
use crate::exec::Exec;

/// Reject the dot-product family with a clear message.
pub(super) fn dot(x: &mut Exec<'_>) -> Result<(), ExecError> {
    Err(x.unimpl(format!(
        "{} (Align16 dot product / plane equation)",
        x.inst.opcode.mnemonic()
    )))
}
