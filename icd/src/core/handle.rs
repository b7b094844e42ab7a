//! OpenCL objects as handles: every object lives in an [`Arc`] whose pointee starts with the
//! ICD dispatch table pointer (the ICD loader reads it to route each call, Khronos
//! "OpenCL ICD Loader" specification, `cl_icd_dispatch`), followed by the API reference count
//! of `clRetain*`/`clRelease*`.
//!
//! A registry of live handles maps each handle's address to its object, so that a null,
//! released or wrong-type handle is answered with an error instead of being dereferenced. The
//! registry holds the API's reference; other objects (a kernel's program, an event's queue)
//! hold their own [`Arc`]s, so an object released by the application stays alive, unreachable
//! through its handle, while something still uses it.

use std::any::Any;
use std::collections::HashMap;
use std::ops::Deref;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, LazyLock, Mutex};

use crate::api::dispatch::{Dispatch, DISPATCH};

/// An OpenCL object: the dispatch table pointer first, as the ICD loader requires.
#[repr(C)]
pub struct Obj<T> {
    dispatch: &'static Dispatch,
    refs: AtomicU32,
    inner: T,
}

impl<T> Deref for Obj<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.inner
    }
}

impl<T> Obj<T> {
    /// The handle the application sees: the object's address.
    pub fn handle(self: &Arc<Self>) -> usize {
        Arc::as_ptr(self) as usize
    }

    /// The API reference count (`CL_*_REFERENCE_COUNT`).
    pub fn ref_count(&self) -> u32 {
        self.refs.load(Ordering::Acquire)
    }
}

type Registry = HashMap<usize, Arc<dyn Any + Send + Sync>>;

static REGISTRY: LazyLock<Mutex<Registry>> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn registry() -> std::sync::MutexGuard<'static, Registry> {
    // a panic while holding the lock leaves the map itself consistent
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
}

/// Makes `inner` a live object with one API reference.
pub fn register<T: Send + Sync + 'static>(inner: T) -> Arc<Obj<T>> {
    let obj = Arc::new(Obj {
        dispatch: &DISPATCH,
        refs: AtomicU32::new(1),
        inner,
    });
    registry().insert(obj.handle(), obj.clone());
    obj
}

/// The live object of type `T` behind `handle`, or `None` (null, released or another type).
pub fn lookup<T: Send + Sync + 'static>(handle: usize) -> Option<Arc<Obj<T>>> {
    let any = registry().get(&handle)?.clone();
    any.downcast::<Obj<T>>().ok()
}

/// Adds an API reference; `false` when `handle` is not a live `T`.
pub fn retain<T: Send + Sync + 'static>(handle: usize) -> bool {
    let reg = registry();
    match reg.get(&handle).and_then(|a| a.downcast_ref::<Obj<T>>()) {
        Some(obj) => {
            obj.refs.fetch_add(1, Ordering::AcqRel);
            true
        }
        None => false,
    }
}

/// Drops an API reference, unregistering the handle at zero; `false` when `handle` is not a
/// live `T`. The object itself is freed when its last internal user drops it too (outside
/// the registry lock, so a destructor may use the registry).
pub fn release<T: Send + Sync + 'static>(handle: usize) -> bool {
    let removed = {
        let mut reg = registry();
        let Some(obj) = reg.get(&handle).and_then(|a| a.downcast_ref::<Obj<T>>()) else {
            return false;
        };
        if obj.refs.fetch_sub(1, Ordering::AcqRel) == 1 {
            reg.remove(&handle)
        } else {
            None
        }
    };
    drop(removed);
    true
}

/// Registers an object that lives as long as the process (platform, devices).
pub fn register_forever<T: Send + Sync + 'static>(inner: T) -> Arc<Obj<T>> {
    register(inner)
}
