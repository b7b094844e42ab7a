//! The global address space: allocation, access, out-of-bounds policy.

use memory_model::*;

#[test]
fn allocations_are_separate_and_zeroed() {
    let mut m = Memory::new(OobPolicy::Error);
    let a = m.allocate(100, 64).unwrap();
    let b = m.allocate(10, 4096).unwrap();
    assert_eq!(a % 64, 0);
    assert_eq!(b % 4096, 0);
    assert!(a >= FIRST_ALLOCATION);
    assert!(b >= a + 100 + GUARD_GAP, "guard gap between allocations");
    assert_eq!(m.allocation(a).unwrap(), &[0u8; 100][..]);
    m.write(a + 96, &[1, 2, 3, 4]).unwrap();
    let mut buf = [0u8; 4];
    m.read(a + 96, &mut buf).unwrap();
    assert_eq!(buf, [1, 2, 3, 4]);
    assert_eq!(&m.allocation(a).unwrap()[96..], &[1, 2, 3, 4]);
}

#[test]
fn out_of_bounds_is_an_error_naming_the_address() {
    let mut m = Memory::new(OobPolicy::Error);
    let a = m.allocate(16, 16).unwrap();
    let mut buf = [0u8; 4];
    // straddles the end of the allocation
    assert_eq!(
        m.read(a + 14, &mut buf),
        Err(MemoryError::OutOfBounds {
            addr: a + 14,
            len: 4
        })
    );
    assert_eq!(
        m.write(0, &[1]),
        Err(MemoryError::OutOfBounds { addr: 0, len: 1 })
    );
    let msg = m.read(a + 16, &mut buf).unwrap_err().to_string();
    assert!(msg.contains(&format!("{:#x}", a + 16)), "{msg}");
    // nothing was written by the failed access
    assert_eq!(m.allocation(a).unwrap(), &[0u8; 16][..]);
}

#[test]
fn ignore_policy_reads_zero_and_drops_writes() {
    let mut m = Memory::new(OobPolicy::Ignore);
    let a = m.allocate(16, 16).unwrap();
    m.write(a + 14, &[7, 8, 9, 10]).unwrap();
    assert_eq!(&m.allocation(a).unwrap()[14..], &[7, 8]);
    let mut buf = [0xFFu8; 4];
    m.read(a + 14, &mut buf).unwrap();
    assert_eq!(buf, [7, 8, 0, 0]);
    m.read(0x10, &mut buf).unwrap();
    assert_eq!(buf, [0; 4]);
}

#[test]
fn explicit_mapping_rejects_overlap_and_bad_sizes() {
    let mut m = Memory::new(OobPolicy::Error);
    m.map(0x100000, 0x100).unwrap();
    assert!(matches!(
        m.map(0x1000F0, 0x20),
        Err(MemoryError::Overlap {
            other: 0x100000,
            ..
        })
    ));
    assert!(matches!(
        m.map(0xFFF00, 0x101),
        Err(MemoryError::Overlap { .. })
    ));
    m.map(0x100100, 0x10).unwrap();
    assert!(matches!(
        m.map(0x200000, 0),
        Err(MemoryError::InvalidSize { .. })
    ));
    assert!(matches!(
        m.map(u64::MAX, 2),
        Err(MemoryError::InvalidSize { .. })
    ));
    assert_eq!(m.allocate(4, 3), Err(MemoryError::InvalidAlignment(3)));
    // an automatic allocation lands after the explicit ones
    let a = m.allocate(4, 1).unwrap();
    assert!(a >= 0x100110);
}

#[test]
fn impossible_host_allocation_is_an_error() {
    let mut m = Memory::new(OobPolicy::Error);
    assert!(matches!(
        m.map(1 << 62, 1 << 61),
        Err(MemoryError::HostMemory { .. })
    ));
}

#[test]
fn a_window_is_the_allocation_holding_the_address_and_none_on_a_view() {
    let mut m = Memory::new(OobPolicy::Error);
    let a = m.allocate(100, 64).unwrap();
    let b = m.allocate(10, 4096).unwrap();
    m.write(b + 3, &[7]).unwrap();
    // any byte of an allocation names it: its base and all of its bytes
    let (base, bytes) = m.window(b + 9).unwrap();
    assert_eq!((base, bytes.len(), bytes[3]), (b, 10, 7));
    assert_eq!(m.window(a).map(|(b, w)| (b, w.len())), Some((a, 100)));
    assert_eq!(m.window(a + 99).map(|(b, _)| b), Some(a));
    // the guard gap after an allocation, and below the first one, are in none
    assert!(m.window(a + 100).is_none());
    assert!(m.window(b + 10).is_none());
    assert!(m.window(a - 1).is_none());
    // a speculative view records its reads: it hands out no window
    assert!(m.speculative().window(b).is_none());
}
