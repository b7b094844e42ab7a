#!/usr/bin/env bash
# Runs a sweep as a 2-task Slurm array job on a single-node cluster started here, then merges
# the shards. Usage: run.sh EUSIM DIR (DIR holds sweep.ron; results go to DIR/slurm).
# Needs root, slurm-wlm and munge (Debian). Starts munged (if not running), slurmctld and
# slurmd with a minimal slurm.conf under DIR/cluster, and stops the daemons it started.
set -euo pipefail
eusim=$(realpath "$1")
dir=$(realpath "$2")
c="$dir/cluster"
mkdir -p "$c/state" "$c/spool" "$c/log"
host=$(hostname -s)
cpus=$(nproc)
port=$((20000 + RANDOM % 20000))

# munge: a key and a running daemon
if ! pgrep -x munged >/dev/null; then
    if [ ! -s /etc/munge/munge.key ]; then
        mkdir -p /etc/munge
        dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    fi
    chown munge:munge /etc/munge/munge.key
    chmod 0400 /etc/munge/munge.key
    mkdir -p /var/run/munge /var/log/munge /var/lib/munge
    chown munge:munge /var/run/munge /var/log/munge /var/lib/munge
    runuser -u munge -- /usr/sbin/munged
fi
munge -n | unmunge >/dev/null

cat > "$c/slurm.conf" <<CONF
ClusterName=eusimtest
SlurmctldHost=$host
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$c/state
SlurmdSpoolDir=$c/spool
SlurmctldPidFile=$c/slurmctld.pid
SlurmdPidFile=$c/slurmd.pid
SlurmctldLogFile=$c/log/slurmctld.log
SlurmdLogFile=$c/log/slurmd.log
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$c/slurm.conf"

cleanup() {
    for f in "$c/slurmd.pid" "$c/slurmctld.pid"; do
        [ -s "$f" ] && kill "$(cat "$f")" 2>/dev/null || true
    done
}
trap cleanup EXIT
slurmctld -c -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 60); do
    sinfo -h -o %T 2>/dev/null | grep -qE '^(idle|mixed|allocated)' && break
    sleep 1
done
sinfo

"$eusim" sweep "$dir/sweep.ron" --out "$dir/slurm" --sbatch "$c/job.sh" --shards 2
timeout 300 sbatch --wait "$c/job.sh"
"$eusim" merge "$dir"/slurm/shard-0 "$dir"/slurm/shard-1 --out "$dir/slurm"
