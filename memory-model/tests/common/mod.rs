//! What the data-port tests share: messages decoded from IGC's descriptors, and a memory with
//! one 2 KiB allocation bound as two 1 KiB buffer surfaces.

#![allow(dead_code)]

use isa::message::{decode, Message};
use memory_model::{Memory, OobPolicy, Surfaces};

/// The message of a send with these descriptors (as iga64 names them).
pub fn msg(sfid: u8, desc: u32, ex_desc: u32, exec: u8) -> Message {
    decode(sfid, desc, ex_desc, exec).unwrap()
}

/// One 2 KiB allocation, byte `i` = `i as u8`; BTI 0 = its first 1 KiB, BTI 1 = the second;
/// `slm` bytes of zeroed shared local memory.
pub struct World {
    pub mem: Memory,
    pub surf: Surfaces,
    pub slm: Vec<u8>,
    pub buf: u64,
}

impl World {
    pub fn new(policy: OobPolicy, slm_bytes: usize) -> World {
        let mut mem = Memory::new(policy);
        let buf = mem.allocate(2048, 4096).unwrap();
        for (i, b) in mem.allocation_mut(buf).unwrap().iter_mut().enumerate() {
            *b = i as u8;
        }
        let mut surf = Surfaces::new();
        surf.bind_buffer(0, buf, 1024);
        surf.bind_buffer(1, buf + 1024, 1024);
        World {
            mem,
            surf,
            slm: vec![0; slm_bytes],
            buf,
        }
    }
}
