//! The decoded instruction model: plain data that is enough to format (IGA syntax), re-encode
//! (native 128-bit form) and execute a Gen9 EU instruction.

use crate::opcode::Opcode;
pub use crate::swsb::SyncFunction;

/// Register-file data types (plus the immediate-only packed vector types).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DataType {
    /// Unsigned byte (`:ub`).
    Ub,
    /// Signed byte (`:b`).
    B,
    /// Unsigned word (`:uw`).
    Uw,
    /// Signed word (`:w`).
    W,
    /// Unsigned doubleword (`:ud`).
    Ud,
    /// Signed doubleword (`:d`).
    D,
    /// Unsigned quadword (`:uq`).
    Uq,
    /// Signed quadword (`:q`).
    Q,
    /// Half float (`:hf`).
    Hf,
    /// Single float (`:f`).
    F,
    /// Double float (`:df`).
    Df,
    /// Immediate only: packed 8 x signed 4-bit integers (`:v`).
    V,
    /// Immediate only: packed 8 x unsigned 4-bit integers (`:uv`).
    Uv,
    /// Immediate only: packed 4 x 8-bit restricted floats (`:vf`).
    Vf,
}

impl DataType {
    /// Size of one element in bytes (the packed vector immediates report 4, their total size
    /// in the instruction word; they are expanded to 16- or 32-bit elements on use).
    pub fn size_bytes(self) -> u32 {
        match self {
            DataType::Ub | DataType::B => 1,
            DataType::Uw | DataType::W | DataType::Hf => 2,
            DataType::Ud
            | DataType::D
            | DataType::F
            | DataType::V
            | DataType::Uv
            | DataType::Vf => 4,
            DataType::Uq | DataType::Q | DataType::Df => 8,
        }
    }

    /// IGA's suffix without the colon (`ud`, `f`, ...).
    pub fn iga_name(self) -> &'static str {
        match self {
            DataType::Ub => "ub",
            DataType::B => "b",
            DataType::Uw => "uw",
            DataType::W => "w",
            DataType::Ud => "ud",
            DataType::D => "d",
            DataType::Uq => "uq",
            DataType::Q => "q",
            DataType::Hf => "hf",
            DataType::F => "f",
            DataType::Df => "df",
            DataType::V => "v",
            DataType::Uv => "uv",
            DataType::Vf => "vf",
        }
    }

    /// Whether the type is a floating-point type (`hf`, `f`, `df`, `vf`).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            DataType::Hf | DataType::F | DataType::Df | DataType::Vf
        )
    }

    /// Whether the type is a signed integer type.
    pub fn is_signed_int(self) -> bool {
        matches!(
            self,
            DataType::B | DataType::W | DataType::D | DataType::Q | DataType::V
        )
    }
}

/// Architecture registers (register file ARF), as selected by the register-number byte.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ArfReg {
    /// `null`: writes are dropped, reads are undefined.
    Null,
    /// `a0`: address register.
    Address,
    /// `acc0`/`acc1` (number 0 or 1).
    Acc(u8),
    /// `mme0`..`mme7`: math-macro extended accumulators (encoded as acc2..acc9).
    Mme(u8),
    /// `f0`/`f1`: flag registers (number 0 or 1).
    Flag(u8),
    /// `ce0`: channel enable.
    ChannelEnable,
    /// `msg0`..: message control registers.
    Msg(u8),
    /// `sp`: stack pointer.
    StackPointer,
    /// `sr0`: state register.
    State(u8),
    /// `cr0`: control register.
    Control(u8),
    /// `n0`/`n1`: notification registers.
    Notification(u8),
    /// `ip`: instruction pointer.
    Ip,
    /// `tdr0`: thread dependency register.
    ThreadDependency,
    /// `tm0`: timestamp register.
    Timestamp(u8),
    /// `fc0`..: flow control registers.
    FlowControl(u8),
    /// `dbg0`: debug register.
    Debug(u8),
}

/// A register: a GRF `rN` or an architecture register.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Register {
    /// General register file `r0`..`r127`.
    Grf(u8),
    /// Architecture register file.
    Arf(ArfReg),
}

/// Register addressing of an operand.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Addressing {
    /// Direct: a register and a subregister byte offset within it (0..31).
    /// IGA prints the subregister in units of the operand's type (`r3.2:d` = byte 8).
    Direct {
        /// The register.
        reg: Register,
        /// Byte offset inside the 32-byte register.
        subreg: u8,
    },
    /// Register-indirect: address `a0.<addr_subreg>` (in 16-bit units) plus a signed
    /// byte offset; IGA prints `r[a0.0,16]`.
    Indirect {
        /// Address subregister number (a0.0..a0.15, in 16-bit elements).
        addr_subreg: u8,
        /// Signed immediate byte offset added to the address (10 bits on Gen9).
        offset: i16,
    },
    /// Math-macro operand of `madm` / `math.invm` / `math.rsqtm`: a GRF register plus an
    /// implicit accumulator extension; IGA prints `r16.mme0` or `r98.nomme`.
    Macro {
        /// GRF register number.
        reg: u8,
        /// Math-macro extension register `mme0`..`mme7` (acc2..acc9); `None` = `nomme`.
        mme: Option<u8>,
    },
}

/// Vertical stride of a source region.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VStride {
    /// A numeric vertical stride in elements (0, 1, 2, 4, 8, 16 or 32).
    Elements(u8),
    /// Encoding 0xF with indirect addressing: each row has its own address register
    /// (Vx1 / VxH forms, printed by IGA as `<width,hstride>`).
    VxH,
}

/// A source region `<vstride;width,hstride>` (Align1) in elements.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Region {
    /// Vertical stride.
    pub vstride: VStride,
    /// Width (1, 2, 4, 8 or 16).
    pub width: u8,
    /// Horizontal stride (0, 1, 2 or 4).
    pub hstride: u8,
}

/// One Align16 swizzle component selector.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Swizzle {
    /// Channel x (0).
    X,
    /// Channel y (1).
    Y,
    /// Channel z (2).
    Z,
    /// Channel w (3).
    W,
}

/// An immediate value: raw bits as stored in the instruction (32 bits zero-extended, or the
/// full 64 bits for `q`/`uq`/`df`); interpret with the operand's [`DataType`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Immediate(pub u64);

/// What a source operand refers to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SourceKind {
    /// A register operand.
    Reg {
        /// Direct or indirect addressing.
        addressing: Addressing,
        /// Region in Align1 terms. Converted forms (as iga64 converts them):
        /// 3-source Align16 operands hold `<4;4,1>` for a contiguous `.xyzw` operand (iga
        /// prints `<2;1>`, or `<1>` for src2) and `<0;1,0>` for a replicated/scalar one (iga
        /// prints `<0;0>` / `<0>`); Align16 2-source operands hold `<1;1,0>`; send payloads
        /// and math-macro operands hold a placeholder that is never printed.
        region: Region,
        /// Align16 swizzle (x, y, z, w order); `[X, Y, Z, W]` in Align1.
        swizzle: [Swizzle; 4],
    },
    /// An immediate value.
    Imm(Immediate),
}

/// A source operand.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Source {
    /// Register or immediate.
    pub kind: SourceKind,
    /// Data type.
    pub ty: DataType,
    /// Negate modifier (`-`); on logic opcodes this is bitwise not (`~`).
    pub negate: bool,
    /// Absolute-value modifier (`(abs)`).
    pub abs: bool,
}

/// A destination operand.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Destination {
    /// Direct or indirect addressing.
    pub addressing: Addressing,
    /// Data type.
    pub ty: DataType,
    /// Horizontal stride in elements (1, 2 or 4; Align16 destinations store 1).
    pub hstride: u8,
    /// Align16 write mask, bit 0 = x .. bit 3 = w (`0xF` in Align1).
    pub writemask: u8,
}

/// Flag register subregister: `f0.0`, `f0.1`, `f1.0`, `f1.1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FlagReg {
    /// Flag register number (0 or 1).
    pub reg: u8,
    /// 16-bit subregister (0 or 1).
    pub subreg: u8,
}

/// Predicate control (how flag bits are combined into a channel predicate).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PredCtrl {
    /// Per-channel flag bit (Align1 encoding 1, printed without suffix).
    Normal,
    /// `.anyv` (Align1 2): any of the channels in the vertical group.
    AnyV,
    /// `.allv` (Align1 3).
    AllV,
    /// `.any2h` (Align1 4).
    Any2h,
    /// `.all2h` (Align1 5).
    All2h,
    /// `.any4h` (Align1 6).
    Any4h,
    /// `.all4h` (Align1 7).
    All4h,
    /// `.any8h` (Align1 8).
    Any8h,
    /// `.all8h` (Align1 9).
    All8h,
    /// `.any16h` (Align1 10).
    Any16h,
    /// `.all16h` (Align1 11).
    All16h,
    /// `.any32h` (Align1 12).
    Any32h,
    /// `.all32h` (Align1 13).
    All32h,
    /// Align16 `.x` replicate (Align16 2).
    X,
    /// Align16 `.y` (Align16 3).
    Y,
    /// Align16 `.z` (Align16 4).
    Z,
    /// Align16 `.w` (Align16 5).
    W,
    /// Align16 `.any4h` (Align16 6).
    Align16Any4h,
    /// Align16 `.all4h` (Align16 7).
    Align16All4h,
}

/// A predicate `(f0.0)`, `(~f0.1.any16h)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Predicate {
    /// Flag register read.
    pub flag: FlagReg,
    /// Inverted predicate (`~`).
    pub invert: bool,
    /// Predicate control.
    pub ctrl: PredCtrl,
}

/// Conditional modifier kinds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CondModKind {
    /// `(eq)` / zero (encoding 1).
    Eq,
    /// `(ne)` / not zero (2).
    Ne,
    /// `(gt)` (3).
    Gt,
    /// `(ge)` (4).
    Ge,
    /// `(lt)` (5).
    Lt,
    /// `(le)` (6).
    Le,
    /// `(ov)` overflow (8).
    Ov,
    /// `(un)` unordered / NaN (9).
    Un,
    /// `(eo)` early out: implied (not encoded) on `math.invm` / `math.rsqtm`.
    Eo,
}

/// A conditional modifier with the flag register it writes: `(lt)f0.0`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CondModifier {
    /// The condition.
    pub kind: CondModKind,
    /// Flag register written.
    pub flag: FlagReg,
}

/// Instruction access mode.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AccessMode {
    /// Align1: scalar/region addressing.
    Align1,
    /// Align16: 4-component vector addressing with swizzles and write masks.
    Align16,
}

/// Thread control.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ThreadCtrl {
    /// Normal.
    Normal,
    /// `{Atomic}`: no thread switch until the next non-atomic instruction.
    Atomic,
    /// `{Switch}`: force a thread switch after this instruction.
    Switch,
    /// `{NoPreempt}` (Gen11): the thread is not preempted at this instruction.
    NoPreempt,
}

/// Extended-math function (the `math.<fn>` suffix).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MathFunction {
    /// `inv` (1): reciprocal.
    Inv,
    /// `log` (2): base-2 logarithm.
    Log,
    /// `exp` (3): base-2 exponent.
    Exp,
    /// `sqt` (4): square root.
    Sqrt,
    /// `rsqt` (5): reciprocal square root.
    Rsqrt,
    /// `sin` (6).
    Sin,
    /// `cos` (7).
    Cos,
    /// `fdiv` (9): float division.
    Fdiv,
    /// `pow` (10).
    Pow,
    /// `idiv` (11): integer quotient and remainder.
    IntDivBoth,
    /// `iqot` (12): integer quotient.
    IntDivQuotient,
    /// `irem` (13): integer remainder.
    IntDivRemainder,
    /// `invm` (14): reciprocal macro for IEEE division.
    Invm,
    /// `rsqtm` (15): reciprocal square root macro.
    Rsqrtm,
}

/// Branch targets as Gen9 stores them: signed byte offsets relative to the branch instruction.
///
/// For `jmpi`, `call` and `brd` with an immediate target, `jip` holds that immediate as
/// stored (the source operand still carries the raw immediate too); `uip` is `None`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BranchTargets {
    /// Jump IP: byte offset from this instruction's address.
    pub jip: i32,
    /// Update IP (for opcodes with JIP and UIP).
    pub uip: Option<i32>,
}

/// A send descriptor that is either an immediate or an address register.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DescOperand {
    /// Immediate 32-bit descriptor.
    Imm(u32),
    /// Descriptor read from `a0.<subreg>` (subregister in dwords for ex_desc and desc).
    Reg {
        /// The a0 subregister number.
        subreg: u8,
    },
}

/// Send-message fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SendInfo {
    /// Shared function ID (low 4 bits of the extended descriptor; e.g. 0xC = DC1).
    pub sfid: u8,
    /// Message descriptor (immediate or a0 register).
    pub desc: DescOperand,
    /// Extended message descriptor as IGA prints it (immediate includes the SFID in bits 3:0
    /// and for `sends` the extended message length in bits 9:6, [`crate::message::ex_mlen`]), or
    /// an a0 register.
    pub ex_desc: DescOperand,
    /// Message (payload) length in registers; from desc bits 28:25 when immediate.
    pub mlen: Option<u8>,
    /// Response length in registers; from desc bits 24:20 when immediate.
    pub rlen: Option<u8>,
    /// Extended (second payload) message length for split sends.
    pub ex_mlen: Option<u8>,
    /// Header present (desc bit 19) when immediate.
    pub header_present: Option<bool>,
    /// Gen12's unified send: the SFID is in the mnemonic (`send.dc1`), both payloads are
    /// registers, the extended descriptor holds no SFID, operands print untyped.
    pub unified: bool,
}

/// A decoded Gen9 EU instruction, in iga64's view of it.
///
/// Conventions worth knowing:
/// - a masked Align16 3-source SIMD4 (or SIMD2 `:df`) write is represented as SIMD1 with the
///   destination subregister moved to the written channel, as iga shows it;
/// - branch labels: `branch` holds JIP/UIP as stored; for `jmpi`, `call`, `calla`, `brd`,
///   `brc` with immediate targets `srcs[0]` (and `srcs[1]` for `brc`) also hold the raw
///   offset as an immediate with the encoded type; [`Instruction::branch_targets`] gives
///   absolute targets;
/// - sends: `srcs[0]` is the payload register (`srcs[1]` the second payload of split
///   sends), lengths and descriptors are in `send`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Instruction {
    /// The opcode.
    pub opcode: Opcode,
    /// Execution size in channels (1, 2, 4, 8, 16 or 32).
    pub exec_size: u8,
    /// Channel offset from QtrCtrl/NibCtrl: 0, 4, 8, ..., 28 (`M0`, `M4`, ...).
    pub chan_offset: u8,
    /// Access mode.
    pub access_mode: AccessMode,
    /// Mask control NoMask (`(W)`): execute regardless of the dispatch/execution mask.
    pub no_mask: bool,
    /// Predicate, if the instruction is predicated.
    pub predicate: Option<Predicate>,
    /// Conditional modifier, if any.
    pub cond_mod: Option<CondModifier>,
    /// Saturate (`.sat`).
    pub saturate: bool,
    /// `{NoDDClr}`: do not clear the destination dependency.
    pub no_dd_clr: bool,
    /// `{NoDDChk}`: do not check the destination dependency.
    pub no_dd_chk: bool,
    /// Thread control.
    pub thread_ctrl: ThreadCtrl,
    /// `{AccWrEn}`: also write the accumulator. On `if`, `else` and `goto` the same bit is
    /// BranchCtrl, printed by iga as the `.b` mnemonic suffix.
    pub acc_wr_en: bool,
    /// `{Breakpoint}`: debug control.
    pub breakpoint: bool,
    /// `{EOT}`: end of thread (sends only).
    pub eot: bool,
    /// `{NoSrcDepSet}` (Gen9 sends): do not set the source dependency.
    pub no_src_dep_set: bool,
    /// The instruction was encoded in the 64-bit compacted form.
    pub compacted: bool,
    /// Destination operand.
    pub dst: Option<Destination>,
    /// Source operands in order (src0, src1, src2); `None` for absent ones.
    pub srcs: [Option<Source>; 3],
    /// Extended-math function (for `math`).
    pub math_fn: Option<MathFunction>,
    /// Branch targets (for branches with JIP/UIP).
    pub branch: Option<BranchTargets>,
    /// Send fields (for `send`, `sendc`, `sends`, `sendsc`).
    pub send: Option<SendInfo>,
    /// Gen12 software-scoreboard annotation (empty on earlier generations).
    pub swsb: crate::swsb::Swsb,
    /// The function of a Gen12 `sync`.
    pub sync: Option<SyncFunction>,
}

impl Instruction {
    /// A new instruction with the given opcode and exec size and every other field at its
    /// neutral value (Align1, no predicate, no operands).
    pub fn new(opcode: Opcode, exec_size: u8) -> Instruction {
        Instruction {
            opcode,
            exec_size,
            chan_offset: 0,
            access_mode: AccessMode::Align1,
            no_mask: false,
            predicate: None,
            cond_mod: None,
            saturate: false,
            no_dd_clr: false,
            no_dd_chk: false,
            thread_ctrl: ThreadCtrl::Normal,
            acc_wr_en: false,
            breakpoint: false,
            eot: false,
            no_src_dep_set: false,
            compacted: false,
            dst: None,
            srcs: [None; 3],
            math_fn: None,
            branch: None,
            send: None,
            swsb: crate::swsb::Swsb::default(),
            sync: None,
        }
    }

    /// Number of source operands present.
    pub fn num_srcs(&self) -> usize {
        self.srcs.iter().filter(|s| s.is_some()).count()
    }

    /// Encoded length in bytes: 8 if compacted, else 16.
    pub fn encoded_len(&self) -> u32 {
        if self.compacted {
            8
        } else {
            16
        }
    }

    /// Absolute byte offsets of the branch targets (JIP, UIP) of this instruction located at
    /// `pc`, as iga labels them: `jmpi` is relative to the next instruction, `calla` is
    /// absolute, every other branch is relative to the branch itself. `[None, None]` for
    /// non-branches and register-target branches.
    pub fn branch_targets(&self, pc: u32) -> [Option<i64>; 2] {
        let Some(b) = self.branch else {
            return [None, None];
        };
        let pc = pc as i64;
        match self.opcode {
            Opcode::Jmpi => [Some(pc + b.jip as i64 + self.encoded_len() as i64), None],
            Opcode::Calla => [Some(b.jip as i64), None],
            _ => [Some(pc + b.jip as i64), b.uip.map(|u| pc + u as i64)],
        }
    }
}
