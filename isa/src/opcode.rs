//! The Gen9 opcode table: the single source of truth for every opcode's mnemonic, 7-bit encoding,
//! operand roles and execution class.
//!
//! Decoder, encoder, formatter, assembler and the timing model all read [`OpcodeInfo`] through
//! [`Opcode::info`] / [`Opcode::from_number`] instead of keeping their own lists.

/// Every Gen9 (Skylake) EU opcode that the decoder knows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Opcode {
    /// `illegal`: raises an illegal-instruction exception (all-zero instruction bytes).
    Illegal,
    /// `mov`: copy with type conversion.
    Mov,
    /// `sel`: select src0 or src1 by predicate or conditional modifier (min/max).
    Sel,
    /// `movi`: move indexed (gathers through an indirect register).
    Movi,
    /// `not`: bitwise complement.
    Not,
    /// `and`: bitwise and.
    And,
    /// `or`: bitwise or.
    Or,
    /// `xor`: bitwise exclusive or.
    Xor,
    /// `shr`: logical shift right.
    Shr,
    /// `shl`: shift left.
    Shl,
    /// `smov`: scattered move (byte-granular move under flag mask), Gen8+.
    Smov,
    /// `asr`: arithmetic shift right.
    Asr,
    /// `cmp`: compare, writing a flag and optionally a destination.
    Cmp,
    /// `cmpn`: compare with NaN-aware semantics.
    Cmpn,
    /// `csel`: conditional select on src2 (3-source, Align16), Gen8+.
    Csel,
    /// `bfrev`: bit reverse.
    Bfrev,
    /// `bfe`: bit field extract (3-source).
    Bfe,
    /// `bfi1`: bit field insert, mask generation step.
    Bfi1,
    /// `bfi2`: bit field insert, merge step (3-source).
    Bfi2,
    /// `jmpi`: uniform jump by an immediate/register offset.
    Jmpi,
    /// `brd`: diverging branch.
    Brd,
    /// `if`: SIMD `if` with JIP (to else/endif) and UIP (to endif).
    If,
    /// `brc`: converging branch.
    Brc,
    /// `else`: SIMD `else` with JIP and UIP.
    Else,
    /// `endif`: end of a SIMD `if` block, with JIP.
    Endif,
    /// `while`: loop back-edge with JIP.
    While,
    /// `break`: SIMD loop break with JIP and UIP.
    Break,
    /// `cont`: SIMD loop continue with JIP and UIP.
    Cont,
    /// `halt`: SIMD halt with JIP and UIP.
    Halt,
    /// `calla`: call to an absolute address.
    Calla,
    /// `call`: call to a relative address, saving the return IP in the destination.
    Call,
    /// `ret`: return to the IP held in src0.
    Ret,
    /// `goto`: SIMD goto with JIP and UIP, Gen8+.
    Goto,
    /// `join`: SIMD join with JIP, Gen8+.
    Join,
    /// `wait`: wait on a notification register.
    Wait,
    /// `send`: send a message to a shared function.
    Send,
    /// `sendc`: conditional send (waits for dependency check on the render target).
    Sendc,
    /// `sends`: split send, two payload sources, Gen9+.
    Sends,
    /// `sendsc`: conditional split send, Gen9+.
    Sendsc,
    /// `math`: extended math (function in the instruction's function-control field).
    Math,
    /// `add`: addition.
    Add,
    /// `mul`: multiplication.
    Mul,
    /// `avg`: integer average.
    Avg,
    /// `frc`: fractional part.
    Frc,
    /// `rndu`: round up.
    Rndu,
    /// `rndd`: round down.
    Rndd,
    /// `rnde`: round to nearest even.
    Rnde,
    /// `rndz`: round toward zero.
    Rndz,
    /// `mac`: multiply-accumulate.
    Mac,
    /// `mach`: multiply-accumulate high.
    Mach,
    /// `lzd`: leading zero detection.
    Lzd,
    /// `fbh`: find first bit from the MSB side.
    Fbh,
    /// `fbl`: find first bit from the LSB side.
    Fbl,
    /// `cbit`: count set bits.
    Cbit,
    /// `addc`: add with carry (carry in acc).
    Addc,
    /// `subb`: subtract with borrow (borrow in acc).
    Subb,
    /// `sad2`: sum of absolute differences, 2 wide.
    Sad2,
    /// `sada2`: sum of absolute differences, 2 wide, accumulate.
    Sada2,
    /// `dp4`: 4-component dot product.
    Dp4,
    /// `dph`: homogeneous dot product.
    Dph,
    /// `dp3`: 3-component dot product.
    Dp3,
    /// `dp2`: 2-component dot product.
    Dp2,
    /// `line`: line equation evaluation.
    Line,
    /// `pln`: plane equation evaluation.
    Pln,
    /// `mad`: multiply-add (3-source).
    Mad,
    /// `lrp`: linear interpolation (3-source).
    Lrp,
    /// `madm`: multiply-add for math macros (3-source with mme operands), Gen8+.
    Madm,
    /// `nop`: no operation.
    Nop,
    /// `ror`: rotate right, Gen11+.
    Ror,
    /// `rol`: rotate left, Gen11+.
    Rol,
    /// `sync`: software-scoreboard synchronisation (`sync.nop`, `sync.bar`, ...), Gen12+.
    Sync,
}

/// How an opcode's operands are laid out in the encoding (and printed by IGA).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OperandForm {
    /// Ordinary 1- or 2-source instruction (dst, src0, optionally src1), Align1 or Align16.
    Basic,
    /// 3-source instruction in the Gen8/9 3-source (Align16 style) encoding.
    ThreeSrc,
    /// `math`: like [`OperandForm::Basic`], plus a math function in the function-control field.
    Math,
    /// `send`/`sendc`: dst, one payload register, extended and message descriptors.
    Send,
    /// `sends`/`sendsc`: dst, two payload registers, extended and message descriptors.
    SplitSend,
    /// Branch/control-flow instruction (see [`BranchKind`] for its target fields).
    Branch,
    /// No operands (`nop`, `illegal`).
    None,
    /// `wait`: a single notification-register operand.
    Wait,
}

/// Which branch-target fields a control-flow opcode carries.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BranchKind {
    /// Not a branch.
    None,
    /// Only JIP (`endif`, `while`, `join`, `brd`).
    Jip,
    /// JIP and UIP (`if`, `else`, `break`, `cont`, `halt`, `goto`, `brc`).
    JipUip,
    /// Target in src1 as an immediate relative offset or register (`jmpi`).
    Jmpi,
    /// `call`: destination receives the return IP, src1 holds the relative target.
    Call,
    /// `calla`: destination receives the return IP, src1 holds the absolute target.
    CallAbs,
    /// `ret`: target IP in src0.
    Ret,
}

/// Execution class: which EU pipe / unit an opcode is issued to. Read by the timing model.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ExecClass {
    /// Regular ALU work on the FPU pipes (moves, logic, integer and float arithmetic).
    Alu,
    /// Extended math unit (`math` with a function control).
    ExtendedMath,
    /// A message to a shared function (sampler, data port, gateway, thread spawner, ...).
    Send,
    /// Branch / SIMD control flow, handled by the branch unit.
    ControlFlow,
    /// No operation.
    Nop,
    /// Synchronisation on a notification register.
    Wait,
    /// Illegal instruction.
    Illegal,
}

/// Everything the table knows about one opcode.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OpcodeInfo {
    /// The opcode.
    pub opcode: Opcode,
    /// Mnemonic as IGA prints it (`math` without the `.fn` suffix).
    pub mnemonic: &'static str,
    /// The 7-bit opcode number stored in bits 6:0 of the instruction.
    pub number: u8,
    /// Operand layout.
    pub form: OperandForm,
    /// Whether the instruction has a destination operand.
    pub has_dst: bool,
    /// Number of source operands (0 to 3; sends count their payload registers).
    pub num_srcs: u8,
    /// Branch target fields (for control flow).
    pub branch: BranchKind,
    /// Execution class for timing.
    pub class: ExecClass,
    /// Attribute bits from [`attr`] (which instruction fields the opcode honours).
    pub attrs: u8,
    /// Timing cost class: whether the opcode multiplies its first two sources (`mul`, `mad`),
    /// so that with two 32-bit integer sources it runs at the reduced rate of a 32 x 32-bit
    /// integer product.
    pub multiplier: bool,
}

/// Attribute bits of [`OpcodeInfo::attrs`] (what IGA's Gen9 model lets each opcode use).
pub mod attr {
    /// The predicate fields are meaningful.
    pub const PRED: u8 = 1;
    /// The conditional-modifier field is a flag modifier.
    pub const COND_MOD: u8 = 2;
    /// Saturation is allowed.
    pub const SAT: u8 = 4;
    /// Source modifiers (negate/abs) are allowed.
    pub const SRC_MODS: u8 = 8;
    /// Logic op: the negate modifier is a bitwise not, printed `~`.
    pub const BITWISE: u8 = 16;
}

use attr as A;
use BranchKind as B;
use ExecClass as C;
use OperandForm as F;

#[allow(clippy::too_many_arguments)]
const fn row(
    opcode: Opcode,
    mnemonic: &'static str,
    number: u8,
    form: OperandForm,
    has_dst: bool,
    num_srcs: u8,
    branch: BranchKind,
    class: ExecClass,
    attrs: u8,
) -> OpcodeInfo {
    OpcodeInfo {
        opcode,
        mnemonic,
        number,
        form,
        has_dst,
        num_srcs,
        branch,
        class,
        attrs,
        multiplier: false,
    }
}

impl OpcodeInfo {
    /// The same row, marked as using the integer multiplier ([`OpcodeInfo::multiplier`]).
    const fn multiplier(self) -> OpcodeInfo {
        OpcodeInfo {
            multiplier: true,
            ..self
        }
    }
}

/// The opcode table, one row per [`Opcode`] in declaration order.
#[rustfmt::skip]
pub const OPCODE_TABLE: &[OpcodeInfo] = &[
    row(Opcode::Illegal, "illegal", 0, F::None, false, 0, B::None, C::Illegal, 0),
    row(Opcode::Mov, "mov", 1, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Sel, "sel", 2, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Movi, "movi", 3, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::SAT | A::SRC_MODS),
    row(Opcode::Not, "not", 4, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS | A::BITWISE),
    row(Opcode::And, "and", 5, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS | A::BITWISE),
    row(Opcode::Or, "or", 6, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS | A::BITWISE),
    row(Opcode::Xor, "xor", 7, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS | A::BITWISE),
    row(Opcode::Shr, "shr", 8, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Shl, "shl", 9, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Smov, "smov", 10, F::Basic, true, 2, B::None, C::Alu, A::PRED),
    row(Opcode::Asr, "asr", 12, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Cmp, "cmp", 16, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS),
    row(Opcode::Cmpn, "cmpn", 17, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS),
    row(Opcode::Csel, "csel", 18, F::ThreeSrc, true, 3, B::None, C::Alu, A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Bfrev, "bfrev", 23, F::Basic, true, 1, B::None, C::Alu, A::PRED),
    row(Opcode::Bfe, "bfe", 24, F::ThreeSrc, true, 3, B::None, C::Alu, A::PRED),
    row(Opcode::Bfi1, "bfi1", 25, F::Basic, true, 2, B::None, C::Alu, A::PRED),
    row(Opcode::Bfi2, "bfi2", 26, F::ThreeSrc, true, 3, B::None, C::Alu, A::PRED),
    row(Opcode::Jmpi, "jmpi", 32, F::Branch, false, 1, B::Jmpi, C::ControlFlow, A::PRED),
    row(Opcode::Brd, "brd", 33, F::Branch, false, 0, B::Jip, C::ControlFlow, A::PRED),
    row(Opcode::If, "if", 34, F::Branch, false, 0, B::JipUip, C::ControlFlow, A::PRED),
    row(Opcode::Brc, "brc", 35, F::Branch, false, 0, B::JipUip, C::ControlFlow, A::PRED),
    row(Opcode::Else, "else", 36, F::Branch, false, 0, B::JipUip, C::ControlFlow, 0),
    row(Opcode::Endif, "endif", 37, F::Branch, false, 0, B::Jip, C::ControlFlow, 0),
    row(Opcode::While, "while", 39, F::Branch, false, 0, B::Jip, C::ControlFlow, A::PRED),
    row(Opcode::Break, "break", 40, F::Branch, false, 0, B::JipUip, C::ControlFlow, A::PRED),
    row(Opcode::Cont, "cont", 41, F::Branch, false, 0, B::JipUip, C::ControlFlow, A::PRED),
    row(Opcode::Halt, "halt", 42, F::Branch, false, 0, B::JipUip, C::ControlFlow, A::PRED),
    row(Opcode::Calla, "calla", 43, F::Branch, true, 1, B::CallAbs, C::ControlFlow, A::PRED),
    row(Opcode::Call, "call", 44, F::Branch, true, 1, B::Call, C::ControlFlow, A::PRED),
    row(Opcode::Ret, "ret", 45, F::Branch, false, 1, B::Ret, C::ControlFlow, A::PRED),
    row(Opcode::Goto, "goto", 46, F::Branch, false, 0, B::JipUip, C::ControlFlow, A::PRED),
    row(Opcode::Join, "join", 47, F::Branch, false, 0, B::Jip, C::ControlFlow, A::PRED),
    row(Opcode::Wait, "wait", 48, F::Wait, false, 1, B::None, C::Wait, 0),
    row(Opcode::Send, "send", 49, F::Send, true, 1, B::None, C::Send, A::PRED),
    row(Opcode::Sendc, "sendc", 50, F::Send, true, 1, B::None, C::Send, A::PRED),
    row(Opcode::Sends, "sends", 51, F::SplitSend, true, 2, B::None, C::Send, A::PRED),
    row(Opcode::Sendsc, "sendsc", 52, F::SplitSend, true, 2, B::None, C::Send, A::PRED),
    row(Opcode::Math, "math", 56, F::Math, true, 2, B::None, C::ExtendedMath, A::PRED | A::SAT | A::SRC_MODS),
    row(Opcode::Add, "add", 64, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Mul, "mul", 65, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS).multiplier(),
    row(Opcode::Avg, "avg", 66, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Frc, "frc", 67, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SRC_MODS),
    row(Opcode::Rndu, "rndu", 68, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Rndd, "rndd", 69, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Rnde, "rnde", 70, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Rndz, "rndz", 71, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Mac, "mac", 72, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Mach, "mach", 73, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::SAT | A::SRC_MODS),
    row(Opcode::Lzd, "lzd", 74, F::Basic, true, 1, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Fbh, "fbh", 75, F::Basic, true, 1, B::None, C::Alu, A::PRED),
    row(Opcode::Fbl, "fbl", 76, F::Basic, true, 1, B::None, C::Alu, A::PRED),
    row(Opcode::Cbit, "cbit", 77, F::Basic, true, 1, B::None, C::Alu, A::PRED),
    row(Opcode::Addc, "addc", 78, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD),
    row(Opcode::Subb, "subb", 79, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT),
    row(Opcode::Sad2, "sad2", 80, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Sada2, "sada2", 81, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Dp4, "dp4", 84, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Dph, "dph", 85, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Dp3, "dp3", 86, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Dp2, "dp2", 87, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Line, "line", 89, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Pln, "pln", 90, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT),
    row(Opcode::Mad, "mad", 91, F::ThreeSrc, true, 3, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS).multiplier(),
    row(Opcode::Lrp, "lrp", 92, F::ThreeSrc, true, 3, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Madm, "madm", 93, F::ThreeSrc, true, 3, B::None, C::Alu, A::PRED | A::COND_MOD | A::SAT | A::SRC_MODS),
    row(Opcode::Nop, "nop", 126, F::None, false, 0, B::None, C::Nop, 0),
    // Gen11 adds rotates in encodings Gen9 leaves undefined (see [`Opcode::since`]).
    row(Opcode::Ror, "ror", 14, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD),
    row(Opcode::Rol, "rol", 15, F::Basic, true, 2, B::None, C::Alu, A::PRED | A::COND_MOD),
    // Gen12 only; its number is the Gen12 one (the Gen9 `mov` slot), kept out of the Gen9 map.
    row(Opcode::Sync, "sync", 1, F::None, false, 0, B::None, C::Nop, A::PRED),
];

/// Reverse map from 7-bit opcode number to the index into [`OPCODE_TABLE`] (`u8::MAX` = none).
const NUMBER_TO_INDEX: [u8; 128] = {
    let mut map = [u8::MAX; 128];
    let mut i = 0;
    while i < OPCODE_TABLE.len() {
        if OPCODE_TABLE[i].opcode as usize != Opcode::Sync as usize {
            map[OPCODE_TABLE[i].number as usize] = i as u8;
        }
        i += 1;
    }
    map
};

impl Opcode {
    /// The table row of this opcode.
    pub fn info(self) -> &'static OpcodeInfo {
        // The table is in declaration order; the unit test `table_is_in_declaration_order`
        // guarantees the index matches.
        &OPCODE_TABLE[self as usize]
    }

    /// Look an opcode up by its 7-bit number; `None` for numbers Gen9 does not define.
    pub fn from_number(number: u8) -> Option<Opcode> {
        Opcode::from_number_for(crate::Platform::Gen9, number)
    }

    /// Look an opcode up by its 7-bit number on `platform`; `None` for numbers that platform
    /// does not define.
    pub fn from_number_for(platform: crate::Platform, number: u8) -> Option<Opcode> {
        let d = platform.desc();
        if let Some(&(op, _)) = d.renumbered.iter().find(|(_, n)| *n == number) {
            return Some(op);
        }
        let base = if d.low_opcode_base != 0 && number > d.low_opcode_base {
            number - d.low_opcode_base
        } else {
            number
        };
        let idx = *NUMBER_TO_INDEX.get(base as usize)?;
        let op = OPCODE_TABLE.get(idx as usize)?.opcode;
        (op.number_on(platform) == Some(number)).then_some(op)
    }

    /// The 7-bit encoding on `platform`; `None` if the platform does not have the opcode.
    pub fn number_on(self, platform: crate::Platform) -> Option<u8> {
        let d = platform.desc();
        if self.since() > platform || d.removed_opcodes.contains(&self) {
            return None;
        }
        if let Some(&(_, n)) = d.renumbered.iter().find(|(op, _)| *op == self) {
            return Some(n);
        }
        let n = self.number();
        Some(if (1..32).contains(&n) {
            n + d.low_opcode_base
        } else {
            n
        })
    }

    /// The first platform that has this opcode (Mesa `brw_eu.c` opcode descriptions).
    pub fn since(self) -> crate::Platform {
        match self {
            Opcode::Ror | Opcode::Rol => crate::Platform::Gen11,
            Opcode::Sync => crate::Platform::Gen12Lp,
            _ => crate::Platform::Gen9,
        }
    }

    /// Look an opcode up by its IGA mnemonic (`math` without the function suffix).
    pub fn from_mnemonic(mnemonic: &str) -> Option<Opcode> {
        OPCODE_TABLE
            .iter()
            .find(|r| r.mnemonic == mnemonic)
            .map(|r| r.opcode)
    }

    /// The IGA mnemonic.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// The 7-bit encoding.
    pub fn number(self) -> u8 {
        self.info().number
    }

    /// The execution class.
    pub fn class(self) -> ExecClass {
        self.info().class
    }

    /// Whether the opcode uses the integer multiplier ([`OpcodeInfo::multiplier`]).
    pub fn uses_multiplier(self) -> bool {
        self.info().multiplier
    }

    /// Whether the opcode is `send`, `sendc`, `sends` or `sendsc`.
    pub fn is_send(self) -> bool {
        matches!(self.info().form, OperandForm::Send | OperandForm::SplitSend)
    }

    /// Whether the opcode is a split send (`sends`, `sendsc`).
    pub fn is_split_send(self) -> bool {
        self.info().form == OperandForm::SplitSend
    }

    /// Whether the opcode uses the 3-source encoding.
    pub fn is_three_src(self) -> bool {
        self.info().form == OperandForm::ThreeSrc
    }

    /// Whether the opcode has all the given [`attr`] bits.
    pub fn has_attr(self, bits: u8) -> bool {
        self.info().attrs & bits == bits
    }

    /// Whether the opcode is a branch / control-flow instruction.
    pub fn is_branch(self) -> bool {
        self.info().form == OperandForm::Branch
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_in_declaration_order() {
        for (i, row) in OPCODE_TABLE.iter().enumerate() {
            assert_eq!(row.opcode as usize, i, "row {i} ({})", row.mnemonic);
        }
        assert_eq!(OPCODE_TABLE.len(), Opcode::Sync as usize + 1);
    }

    #[test]
    fn numbers_are_unique_and_match_mesa() {
        // Values from Mesa brw_eu_defines.h (Gen8/9 meanings of reused numbers).
        let expect = [
            ("mov", 1),
            ("smov", 10),
            ("csel", 18),
            ("brc", 35),
            ("call", 44),
            ("goto", 46),
            ("join", 47),
            ("sends", 51),
            ("math", 56),
            ("madm", 93),
            ("nop", 126),
        ];
        for (m, n) in expect {
            let op = Opcode::from_mnemonic(m).unwrap();
            assert_eq!(op.number(), n, "{m}");
            assert_eq!(Opcode::from_number(n), Some(op));
        }
        let mut seen = [false; 128];
        for r in OPCODE_TABLE.iter().filter(|r| r.opcode != Opcode::Sync) {
            assert!(!seen[r.number as usize], "duplicate {}", r.number);
            seen[r.number as usize] = true;
        }
        assert_eq!(Opcode::from_number(11), None);
        // Rotates are Gen11 opcodes (Mesa brw_eu.c: ror 14, rol 15 from Gen11).
        assert_eq!(Opcode::from_number(14), None);
        assert_eq!(
            Opcode::from_number_for(crate::Platform::Gen11, 14),
            Some(Opcode::Ror)
        );
        assert_eq!(
            Opcode::from_number_for(crate::Platform::Gen11, 15),
            Some(Opcode::Rol)
        );
        assert_eq!(Opcode::from_number(127), None);
        assert_eq!(Opcode::from_number(200), None);
    }
}
