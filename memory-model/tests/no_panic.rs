//! Arbitrary descriptors and payloads never panic: decoding, iga comments and data-port
//! execution return values or typed errors.

use isa::message::{decode, iga_comment, Unit};
use memory_model::*;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_messages_do_not_panic(
        sfid in prop_oneof![Just(0xAu8), Just(0xC), Just(0x9), 0u8..16],
        desc in prop_oneof![
            any::<u32>(),
            // small lengths, so that header/length corner cases come up often
            (any::<u32>(), 0u32..4, 0u32..5).prop_map(|(d, m, r)| (d & 0x000F_FFFF) | (m << 25) | (r << 20)),
        ],
        ex_desc in prop_oneof![any::<u32>(), (0u32..4).prop_map(|x| x << 6)],
        exec in prop_oneof![Just(1u8), Just(8), Just(16), any::<u8>()],
        mask in any::<u32>(),
        payload in proptest::collection::vec(any::<u8>(), 0..700),
        policy in prop_oneof![Just(OobPolicy::Error), Just(OobPolicy::Ignore)],
    ) {
        let _ = iga_comment(sfid, desc, ex_desc, exec);
        let Ok(m) = decode(sfid, desc, ex_desc, exec) else { return Ok(()) };
        if m.unit() != Unit::DataPort {
            return Ok(());
        }
        let mut mem = Memory::new(policy);
        let buf = mem.allocate(4096, 64).unwrap();
        let mut surf = Surfaces::new();
        surf.bind_buffer(0, buf, 4096);
        surf.bind_buffer(1, buf + 100, 50);
        let mut slm = vec![0u8; 256];
        let mut scratch = vec![0u8; 512];
        let mut fp = Footprint::default();
        let mut ctx = DataPortCtx::new(&mut mem, &surf, &mut slm)
            .with_scratch(Scratch { base: 0x400, bytes: &mut scratch })
            .with_footprint(&mut fp);
        // payload of the message's own length when possible, to reach the execution paths
        let want = ((m.mlen + m.ex_mlen) * 32) as usize;
        let mut p = payload.clone();
        if p.len() >= 16 && p[0] & 1 == 0 {
            p.resize(want, 0);
            // aim some lanes at the buffer
            for (i, b) in buf.to_le_bytes().iter().enumerate() {
                if want >= 40 && p[1] & 1 == 0 {
                    p[32 + i] = *b;
                }
            }
        }
        if let Ok(r) = execute(&m, &p, mask, &mut ctx) {
            prop_assert_eq!(r.len(), (m.rlen * 32) as usize);
        }
    }
}
