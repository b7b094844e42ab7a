//! `mov` (with type conversion) and `movi`.

use crate::error::ExecError;
use crate::exec::Exec;

/// `mov dst src0`: copy with conversion to the destination type.
pub(super) fn mov(x: &mut Exec<'_>) -> Result<(), ExecError> {
    x.map(|x, i| x.src(0, i))
}

/// `movi`: not emitted by IGC for compute kernels on Gen9.
pub(super) fn movi(x: &mut Exec<'_>) -> Result<(), ExecError> {
    Err(x.unimpl("movi (move indexed)"))
}
