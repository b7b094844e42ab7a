//! Fuzz target: decoding and formatting arbitrary bytes must never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Whole-kernel path (stops at the first error).
    if let Ok(text) = isa::format_kernel(data) {
        assert!(data.is_empty() || !text.is_empty());
    }
    // Instruction-by-instruction path, resynchronising after errors.
    let mut pc = 0;
    while pc < data.len() {
        match isa::decode(data, pc) {
            Ok((inst, len)) => {
                let _ = isa::format_instruction_at(&inst, pc as u32);
                pc += len;
            }
            Err(_) => pc += 8,
        }
    }
});
