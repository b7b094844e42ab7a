//! Disassemble a raw kernel heap file (as cut by the corpus script) in iga64 syntax.
//! Usage: `cargo run -p isa --example disasm -- FILE.dat [9|11|12p1]`

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: disasm FILE.dat [9|11|12p1]");
        std::process::exit(2);
    };
    let platform = match std::env::args().nth(2).as_deref() {
        None | Some("9") => isa::Platform::Gen9,
        Some("11") => isa::Platform::Gen11,
        Some("12p1") => isa::Platform::Gen12Lp,
        Some(other) => {
            eprintln!("unknown platform {other} (9, 11 or 12p1)");
            std::process::exit(2);
        }
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let mut pc = 0usize;
    // Print as far as decoding goes, then the error.
    let mut insts = Vec::new();
    while pc < bytes.len() {
        match isa::decode_for(platform, &bytes, pc) {
            Ok((i, len)) => {
                insts.push((pc as u32, i));
                pc += len;
            }
            Err(e) => {
                print!("{}", isa::format_decoded_kernel(&insts));
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        }
    }
    // Whole-kernel checks (branch targets) on top of per-instruction decoding.
    if let Err(e) = isa::decode_kernel_for(platform, &bytes) {
        print!("{}", isa::format_decoded_kernel(&insts));
        eprintln!("error: {e}");
        std::process::exit(1);
    }
    print!("{}", isa::format_decoded_kernel(&insts));
}
