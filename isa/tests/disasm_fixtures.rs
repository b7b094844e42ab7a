//! Hand-written instruction mixes covering opcodes and encodings the compiled corpus rarely
//! uses (bitfield ops, 3-source forms, indirect operands, ARF registers, packed-vector and
//! float immediates, every branch kind, register send descriptors, compaction). Each
//! `fixtures/<t>.asm` was assembled with `iga64 -a -p=9` into `<t>.bin`, and `<t>.iga` is
//! `iga64 -d -p=9 <t>.bin`; our disassembly must equal it exactly (comments included).

use std::path::Path;

fn check(name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let bytes = std::fs::read(dir.join(format!("{name}.bin"))).unwrap();
    let expected = std::fs::read_to_string(dir.join(format!("{name}.iga"))).unwrap();
    let ours = isa::format_kernel(&bytes).unwrap();
    for (i, (a, b)) in ours.lines().zip(expected.lines()).enumerate() {
        assert_eq!(a, b, "{name}: line {}", i + 1);
    }
    assert_eq!(
        ours.lines().count(),
        expected.lines().count(),
        "{name}: line count"
    );
}

#[test]
fn alu_operands_and_sends() {
    check("t1");
}

#[test]
fn branches_and_compaction() {
    check("t2");
}

#[test]
fn three_source_types_subregisters_and_scalars() {
    check("t4");
}
